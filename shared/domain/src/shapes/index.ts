// The API's shapes, each described once (TypeBox): the server's route schemas and the pages' types (`Static<>`)
// come from the same objects; an entity with a field table also derives its form from it (field-table.ts).
export * from './primitives';
export * from './integers';
export * from './form-fields';
export * from './records';
export * from './field-table';
export * from './project';
export * from './application';
export * from './agreement';
export * from './report';
export * from './appropriation';
export * from './budget';
export * from './session';
export * from './beneficiary';
export * from './material';
export * from './system-user';
export * from './client';
export * from './dict';
export * from './form-errors';
export * from './workplace';
export * from './menu';
export * from './partner';
export * from './volunteer';
