// `npm run demo` will start the console with the Pulsar simulator and demo data. The simulator
// (apps/pulsar-sim) is built by its own issue; until it lands this says so instead of pretending.
console.error(
  'npm run demo is not yet available: it needs the Pulsar simulator (apps/pulsar-sim), which is still being built.\n' +
    'Use `npm start` with BEACON_SUPERUSER_NAME and BEACON_SUPERUSER_PASSWORD set to run the console.',
);
process.exit(1);
