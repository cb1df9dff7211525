export * from './merchants';
export * from './providers';
export * from './games';
export * from './classifications';
export * from './banners';
export * from './vendor-sorting';
export * from './wins';
export * from './catalogue-versions';
