module.exports = require('./index.js');
