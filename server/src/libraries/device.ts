// A session's device in a few Polish words ("Chrome na Androidzie"), read from the browser's User-Agent.
// Deliberately small: the person only needs to recognise their own phone or computer in Konto.

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/zlota-rybka|Electron\//i, 'Aplikacja Złota rybka'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

// Checked in order: an iPhone's and an Android phone's User-Agent also say "like Mac OS X" and "Linux".
const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/iPhone/, 'na iPhonie'],
  [/iPad/, 'na iPadzie'],
  [/Android/, 'na Androidzie'],
  [/Windows/, 'na Windowsie'],
  [/Macintosh|Mac OS X/, 'na Macu'],
  [/CrOS/, 'na Chromebooku'],
  [/Linux/, 'na Linuksie'],
];

export const UNKNOWN_DEVICE = 'Nieznane urządzenie';

export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} ${system}`;
  if (browser) return browser;
  if (system) return `Przeglądarka ${system}`;
  return UNKNOWN_DEVICE;
}

/** What a new session remembers of the request that opened it (`req.ip` follows the app's `trust proxy`). */
export const sessionOrigin = (req: { ip?: string | undefined; get(name: string): string | undefined }) => ({
  device: describeDevice(req.get('user-agent')).slice(0, 64),
  ip: req.ip ? req.ip.slice(0, 64) : null,
});
