// The zod every schema of the contract is built with: importing a schema installs Polish messages, so whichever
// side validates (the server, or a form in the web) says it in Polish without remembering to ask.
import { z } from 'zod';
import { installPolishErrorMessages } from './polish-errors.js';

installPolishErrorMessages();

export { z };
