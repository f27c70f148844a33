// jest project api:postgres — each test file gets its own database on TEST_DATABASE_URL's server (see ../harness.ts).
process.env.API_TEST_DRIVER = 'postgres';
