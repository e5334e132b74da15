import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { WAIT_TIMEOUT_MS } from '../../../widget/src/test/wait-timeout';

// Testing Library's findBy… and waitFor give up after 1 s by default.
configure({ asyncUtilTimeout: WAIT_TIMEOUT_MS });

// The project runs without vitest globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
