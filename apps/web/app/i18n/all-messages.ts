import { en } from './en.ts';
import { hi } from './hi.ts';
import { addMessages } from './index.ts';

// Every text in both languages, for the server (and unit tests): never imported by browser code.
addMessages('en', en);
addMessages('hi', { ...en, ...hi });
