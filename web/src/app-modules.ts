/**
 * The `<template>` holding the app's module preloads in the HTML (vite.config.ts puts them there). Inert inside it:
 * nothing competes with the page's stylesheet and largest picture, and no script is fetched before the first paint.
 */
export const APP_MODULES_ID = 'app-modules';

/** Asks for all the app's modules at once: their preloads move from the template into the head. */
export function fetchAppModules(): void {
  const template = document.getElementById(APP_MODULES_ID);
  if (template instanceof HTMLTemplateElement) document.head.append(template.content);
}
