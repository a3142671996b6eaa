// The package root holds only the contract; everything else has its own entry (`@pm/shared/api`, `/i18n`, …).
export * from './contracts/index';
