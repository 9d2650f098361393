import { FuseV1Options, FuseVersion, type FuseConfig } from '@electron/fuses';

// Checklist 19: the fuses flipped in the packaged binary (after-pack.ts). Every fuse is set on purpose
// (strictlyRequireAllFuses), so an Electron upgrade that adds one fails the packaging until it is decided here.

export function appFuses(platform: string, arch: string): FuseConfig {
  return {
    version: FuseVersion.V1,
    strictlyRequireAllFuses: true,
    // ELECTRON_RUN_AS_NODE cannot turn the app into a plain Node.js.
    [FuseV1Options.RunAsNode]: false,
    [FuseV1Options.EnableCookieEncryption]: true,
    // NODE_OPTIONS and --inspect/--inspect-brk cannot inject code or open a debugger.
    [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
    [FuseV1Options.EnableNodeCliInspectArguments]: false,
    // The app's code is read only from its asar, and the asar is checked against its recorded hash.
    [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
    [FuseV1Options.OnlyLoadAppFromAsar]: true,
    [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
    // The app loads nothing over file:// (it uses app://), so file:// gets no extra privileges.
    [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
    // Flipping fuses breaks an ad-hoc signature on Apple silicon: it is redone there.
    resetAdHocDarwinSignature: platform === 'darwin' && arch === 'arm64',
  };
}
