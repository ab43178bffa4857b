// CommonJS consumers (use-sync-external-store's shim) get the same module as import does.
module.exports = require('./index.js');
