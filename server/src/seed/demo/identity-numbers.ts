export { creditCode, residentIdNumber } from '@pm/domain/identity';
