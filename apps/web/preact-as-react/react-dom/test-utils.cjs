module.exports = require('./test-utils.js');
