#!/usr/bin/env node
import { main } from './main.js';

// The bin's own file: in a bundle every module shares one import.meta.url, so no module asks "am I main?".
process.exitCode = await main(process.argv.slice(2));
process.exit();
