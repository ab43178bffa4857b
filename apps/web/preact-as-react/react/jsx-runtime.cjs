module.exports = require('./jsx-runtime.js');
