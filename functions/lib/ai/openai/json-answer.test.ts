/**
 * The JSON object in a model's answer (json-answer.ts): bare JSON only in `json_schema` mode; in
 * `json_object` mode also inside a markdown code fence, with prose around it, or after a
 * reasoning model's `<think>` block.
 */
import { describe, expect, it } from 'vitest';
import { jsonObjectInAnswer } from './json-answer';

const object = { empathetic: 'E {with braces}', direct: 'D', balanced: 'B' };
const json = JSON.stringify(object, null, 2);

describe('in json_schema mode', () => {
  it('reads an answer that is one JSON object, blank lines around it allowed', () => {
    expect(jsonObjectInAnswer(`\n${json}\n`, 'json_schema')).toEqual(object);
  });

  it.each([
    ['a code fence', `\`\`\`json\n${json}\n\`\`\``],
    ['prose around the object', `Here it is: ${json} Anything else?`],
    ['an array', '[1, 2]'],
    ['a string', '"hello"'],
    ['no content', ''],
  ])('finds nothing in %s: the server ignored the schema', (_label, answer) => {
    expect(jsonObjectInAnswer(answer, 'json_schema')).toBeUndefined();
  });
});

describe('in json_object mode', () => {
  it.each([
    ['bare JSON', json],
    ['a ```json fence', `\`\`\`json\n${json}\n\`\`\``],
    ['a plain ``` fence after prose', `Sure:\n\`\`\`\n${json}\n\`\`\`\nDone.`],
    ['prose before and after', `Sure! Here is the JSON you asked for:\n${json}\nLet me know.`],
    ['a leading <think> block', `<think>Maybe {"empathetic": 1}?</think>\n${json}`],
  ])('reads the object from %s', (_label, answer) => {
    expect(jsonObjectInAnswer(answer, 'json_object')).toEqual(object);
  });

  it('uses the first code fence when the answer has two', () => {
    const other = JSON.stringify({ empathetic: 'second' });
    const answer = `\`\`\`json\n${json}\n\`\`\`\nor:\n\`\`\`json\n${other}\n\`\`\``;
    expect(jsonObjectInAnswer(answer, 'json_object')).toEqual(object);
  });

  it.each([
    ['prose only', 'I cannot answer in JSON today.'],
    ['a cut-off object', '{"empathetic": "I hear'],
    ['two objects side by side in prose', 'First {"a": 1} then {"b": 2}.'],
    ['an array of numbers', '[1, 2]'],
    ['no content', null],
  ])('finds nothing in %s', (_label, answer) => {
    expect(jsonObjectInAnswer(answer, 'json_object')).toBeUndefined();
  });
});
