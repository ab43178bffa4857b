module.exports = require('./server.js');
