import fs from 'node:fs';
import { chromium } from '@playwright/test';

/** Fail early and plainly when no Chromium is available, instead of a cryptic launch error. */
export default async function globalSetup() {
  const configured = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH;
  if (configured && !fs.existsSync(configured)) {
    throw new Error(`PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH points to ${configured}, which does not exist.`);
  }
  const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].some((p) => fs.existsSync(p));
  if (!configured && !systemChromium && !fs.existsSync(chromium.executablePath())) {
    throw new Error(
      'No Chromium for the browser tests. Install one of:\n' +
        '  • Debian/Ubuntu: sudo apt-get install -y chromium\n' +
        '  • any OS with internet access: npx playwright install chromium\n' +
        'or set PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH to a Chromium/Chrome binary.',
    );
  }
}
