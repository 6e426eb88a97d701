export * from './car-shapes.js';
export * from './car-geometry.js';
export * from './car-svg.js';
