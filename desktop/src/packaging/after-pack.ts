import path from 'node:path';
import { flipFuses } from '@electron/fuses';
import { appFuses } from './fuses.js';

// electron-builder's afterPack hook (electron-builder.yml): flips the fuses of the packaged Electron binary before
// it is signed and put into AppImage, deb, tar.gz, NSIS or dmg.

const PLATFORMS: Record<string, string> = { mac: 'darwin', darwin: 'darwin', windows: 'win32', win32: 'win32', linux: 'linux' };
const ARCHS = ['ia32', 'x64', 'armv7l', 'arm64', 'universal'];

interface AfterPackContext {
  appOutDir: string;
  arch: number;
  electronPlatformName: string;
  packager: { appInfo: { productFilename: string }; executableName?: string };
}

function binaryOf(context: AfterPackContext, platform: string): string {
  const { productFilename } = context.packager.appInfo;
  if (platform === 'darwin') return path.join(context.appOutDir, `${productFilename}.app`);
  if (platform === 'win32') return path.join(context.appOutDir, `${productFilename}.exe`);
  return path.join(context.appOutDir, context.packager.executableName ?? productFilename);
}

export default async function afterPack(context: AfterPackContext): Promise<void> {
  const platform = PLATFORMS[context.electronPlatformName] ?? context.electronPlatformName;
  await flipFuses(binaryOf(context, platform), appFuses(platform, ARCHS[context.arch] ?? 'x64'));
}
