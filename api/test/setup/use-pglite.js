// jest project api:pglite — each test file gets its own in-memory PGlite (see ../harness.ts).
process.env.API_TEST_DRIVER = 'pglite';
