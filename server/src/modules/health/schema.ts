import { Type } from 'typebox';

const Check = Type.Enum(['ok', 'unavailable']);

export const livenessRoute = {
  tags: ['health'],
  summary: 'Liveness: the process answers (not wrapped, for a load balancer or orchestrator)',
  response: { 200: Type.Object({ status: Type.Literal('ok') }) },
};

const Readiness = Type.Object({
  status: Type.Enum(['ready', 'not ready']),
  // redis: only when REDIS_URL is set.
  checks: Type.Object({ database: Check, redis: Type.Optional(Check) }),
});

export const readinessRoute = {
  tags: ['health'],
  summary: 'Readiness: the database (and Redis, when configured) answers; 503 while one does not',
  response: { 200: Readiness, 503: Readiness },
};
