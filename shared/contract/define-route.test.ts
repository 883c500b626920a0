import { describe, expect, it } from 'vitest';
import * as z from '../zod';
import { defineRoute, handlerPathOf } from './define-route';

describe('handlerPathOf', () => {
  it('turns the dotted camelCase id into a kebab-case path', () => {
    expect(handlerPathOf('profile.get')).toBe('profile/get');
    expect(handlerPathOf('directReports.listLean')).toBe('direct-reports/list-lean');
    expect(handlerPathOf('notes.meetingAgenda.update')).toBe('notes/meeting-agenda/update');
  });
});

describe('defineRoute', () => {
  it('defaults: status 200, empty params and query, no body', () => {
    const route = defineRoute('things.list', {
      method: 'GET',
      path: '/api/things',
      summary: 'Things.',
      access: 'read',
      response: z.array(z.string()),
    });
    expect(route).toMatchObject({
      id: 'things.list',
      method: 'GET',
      path: '/api/things',
      access: 'read',
      successStatus: 200,
      body: null,
      handlerPath: 'things/list',
    });
    expect(route.params.parse({ extra: 'x' })).toEqual({});
    expect(route.query.parse({})).toEqual({});
  });

  it('keeps the given status and schemas', () => {
    const body = z.object({ name: z.string() });
    const params = z.object({ id: z.string() });
    const route = defineRoute('things.create', {
      method: 'POST',
      path: '/api/things/{id}',
      summary: 'Adds a thing.',
      access: 'write',
      successStatus: 201,
      params,
      body,
      response: body,
    });
    expect(route.successStatus).toBe(201);
    expect(route.body).toBe(body);
    expect(route.params).toBe(params);
  });
});
