export * from './actor';
export * from './ds160';
export * from './messages';
export * from './billing';
export * from './filing';
export * from './languages';
