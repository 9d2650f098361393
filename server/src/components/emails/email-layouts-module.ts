/** The source of email-layouts.generated.ts: both compiled skeletons as string constants. */
export const emailLayoutsModule = (layouts: { button: string; plain: string }): string =>
  [
    '// Written by `npm run email-layouts` from email-skeleton.ts (MJML); do not edit by hand.',
    `export const EMAIL_LAYOUTS = { button: ${JSON.stringify(layouts.button)}, plain: ${JSON.stringify(layouts.plain)} } as const;`,
    '',
  ].join('\n');
