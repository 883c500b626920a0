/** The API contract: route table, schemas and path helpers (spec §3, §7). */
export * from './api';
export * from './define-route';
export * from './paths';
export * from './schemas/common';
export * from './schemas/error';
export * from './schemas/person';
export * from './schemas/direct-report';
export * from './schemas/boss';
export * from './schemas/profile';
export * from './schemas/meeting';
export * from './schemas/note';
export * from './schemas/coaching';
export * from './schemas/moments';
export * from './schemas/usage';
export * from './schemas/nudge';
export * from './schemas/daily-reflection';
export * from './schemas/dashboard';
