export * from './envelope';
export * from './headers';
export * from './whitelabel';
export * from './register-rules';
export * from './system';
export * from './scenario';
export * from './catalogue';
export * from './scenario-merge';
