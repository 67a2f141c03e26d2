import { test as setup } from '@playwright/test';
import { editedCopy } from './edited-site.ts';
import { makeExtraBuild } from './extra-builds.ts';
import { sendingBuild } from './sending-build.ts';

/** Playwright's `extra builds` setup project (`playwright.config.ts`): each extra build once per run. */
setup.describe.configure({ mode: 'parallel', timeout: 600_000 });

setup('the sending build', async () => makeExtraBuild('sending', await sendingBuild()));
setup('the edited copy', () => makeExtraBuild('edited-copy', { edit: editedCopy }));
