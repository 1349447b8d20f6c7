module.exports = require('@portal/tooling/jest/create-jest-config.cjs')({ environment: 'jsdom' });
