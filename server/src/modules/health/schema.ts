import { Type } from 'typebox';

const Check = Type.Enum(['ok', 'unavailable']);

export const livenessRoute = {
  tags: ['health'],
  summary: 'Liveness: the process answers (not wrapped, for a load balancer or orchestrator)',
  response: { 200: Type.Object({ status: Type.Literal('ok') }) },
};

const Readiness = Type.Object({
  status: Type.Enum(['ready', 'not ready']),
  checks: Type.Object({ database: Check }),
});

export const readinessRoute = {
  tags: ['health'],
  summary: 'Readiness: the database answers; 503 while it does not',
  response: { 200: Readiness, 503: Readiness },
};
