export * from './car-shapes.js';
export * from './car-geometry.js';
export * from './svg-tree.js';
export * from './car-picture.js';
export * from './car-svg.js';
