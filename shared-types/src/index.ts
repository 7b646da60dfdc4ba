export * from './actor';
export * from './ds160';
