// npm run build: everything (--all), or only what changed since the last build.
import { build } from './build-lib.mjs';

const started = Date.now();
build({ all: process.argv.includes('--all') })
  .then(() => console.log(`Сборка завершена за ${((Date.now() - started) / 1000).toFixed(1)} с`))
  .catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
