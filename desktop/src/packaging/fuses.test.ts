import { FuseV1Options } from '@electron/fuses';
import { describe, expect, it } from 'vitest';
import { appFuses } from './fuses.js';

describe('fuses flipped at packaging', () => {
  it('switch off Run-as-Node, NODE_OPTIONS and inspect arguments; switch on asar integrity and asar-only loading', () => {
    const fuses = appFuses('linux', 'x64') as unknown as Record<number, boolean>;
    expect(fuses[FuseV1Options.RunAsNode]).toBe(false);
    expect(fuses[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(false);
    expect(fuses[FuseV1Options.EnableNodeCliInspectArguments]).toBe(false);
    expect(fuses[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(true);
    expect(fuses[FuseV1Options.OnlyLoadAppFromAsar]).toBe(true);
    expect(fuses[FuseV1Options.GrantFileProtocolExtraPrivileges]).toBe(false);
  });

  it('decides every fuse the installed @electron/fuses knows', () => {
    const fuses = appFuses('win32', 'x64') as unknown as Record<string, unknown>;
    const known = Object.values(FuseV1Options).filter((value) => typeof value === 'number');
    for (const fuse of known) expect(typeof fuses[fuse], `fuse ${fuse}`).toBe('boolean');
    expect(fuses.strictlyRequireAllFuses).toBe(true);
    expect(appFuses('darwin', 'arm64').resetAdHocDarwinSignature).toBe(true);
  });
});
