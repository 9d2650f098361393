import { describe, expect, it } from 'vitest';
import { secureWebPreferences } from './web-preferences.js';

describe('the window’s web preferences', () => {
  it('isolate the page: context isolation, the sandbox, no Node, web security, no insecure or experimental content, no webview', () => {
    const preferences = secureWebPreferences('/app/preload.cjs');
    expect(preferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
    });
    expect(preferences).not.toHaveProperty('enableBlinkFeatures');
    expect(preferences.preload).toBe('/app/preload.cjs');
  });
});
