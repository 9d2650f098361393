// Demo fundraisers in real, kind Polish, the same for the same seed: a seeded PRNG, never Math.random.
import { pluralPl } from '@zlota/shared/format';
import { foldPolish } from '@zlota/shared/text';
import { polishNonBreakingSpaces } from '@zlota/shared/typography';
import {
  AGE_GROUPS, CITIES, CLOSINGS, DONOR_MESSAGES, DONOR_NAMES, FIRST_NAMES, GOALS, HEADINGS, INTRODUCTIONS, SHORT_CLOSINGS,
  SHORT_EXTRAS, SHORT_OPENINGS, SURNAMES, type AgeGroup, type FirstName, type Gender, type Goal,
} from './demo-words.js';

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** mulberry32: tiny, fast and good enough for made-up data. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: (items) => items[int(0, items.length - 1)]!, chance: (probability) => next() < probability };
}

export interface DemoFundraiser {
  needy: { name: string; surname: string; city: string; contact: string; notes: string };
  gender: Gender;
  age: number;
  goal: string;
  firstName: FirstName;
  title: string;
  name: string;
  target: string;
  target_amount: number; // grosze
  short_description: string;
  description: string; // HTML built from the description template
}

export interface DemoDonor {
  name: string | null;
  email: string | null;
  anonymous: boolean;
  message: string | null;
}

type Vars = Record<string, string>;

/** Fills {placeholders} and picks the [masculine|feminine] forms. */
export function fillTemplate(template: string, vars: Vars, gender: Gender): string {
  return template
    .replace(/\[([^|\]]*)\|([^\]]*)\]/g, (_, masculine: string, feminine: string) => (gender === 'm' ? masculine : feminine))
    .replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);
}

/** Polish plural of years: 2 lata, 5 lat, 22 lata, 12 lat. */
export const yearsLabel = (years: number): string => `${years} ${pluralPl(years, { one: 'rok', few: 'lata', many: 'lat' })}`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The rich-text skeleton; {{slots}} take escaped text, so a sanitised skeleton stays safe when filled. */
export function descriptionTemplate(items: number): string {
  const list = Array.from({ length: items }, (_, i) => `<li>{{item${i}}}</li>`).join('');
  return `<p>{{intro}}</p><p>{{story}}</p><h2>{{heading}}</h2><p>{{need}} Potrzebna kwota to <strong>{{amount}}</strong>.</p><ul>${list}</ul><p>{{closing}}</p>`;
}

/** Each slot's text as the sanitiser would leave it: escaped, with Polish typography's non-breaking spaces. */
const fillSlots = (template: string, slots: Vars) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in slots ? escapeHtml(polishNonBreakingSpaces(slots[key]!)) : whole));

/** "45 000 zł": grosze of a whole amount of złoty, grouped the Polish way. */
const wholeZl = (grosze: number) => `${String(Math.round(grosze / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} zł`;

function pickWeighted(random: Random, goals: readonly Goal[]): Goal {
  let ticket = random.next() * goals.reduce((sum, goal) => sum + goal.weight, 0);
  for (const goal of goals) {
    ticket -= goal.weight;
    if (ticket < 0) return goal;
  }
  return goals[goals.length - 1]!;
}

/** A few distinct items of a list, in a shuffled order. */
function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

const accusative = (first: FirstName) => (first.gender === 'f' ? `${first.name.slice(0, -1)}ę` : first.genitive);

const NICE_AMOUNTS_ZL = [10, 20, 20, 25, 30, 50, 50, 50, 100, 100, 100, 150, 200, 200, 250, 300, 500, 500, 1000, 2000];

/** Rounds a donation the way people give: 5, 10, 50 or 100 zł steps. */
function niceRound(grosze: number): number {
  const zl = grosze / 100;
  const step = zl >= 1000 ? 100 : zl >= 200 ? 50 : zl >= 50 ? 10 : 5;
  return Math.max(step, Math.round(zl / step) * step) * 100;
}

/** Amounts that add up to exactly `total` grosze; the last one takes the remainder. */
export function splitAmount(money: Random, total: number, count: number): number[] {
  if (total <= 0) return [];
  const weights = Array.from({ length: Math.max(1, count) }, () => money.pick(NICE_AMOUNTS_ZL));
  const scale = total / weights.reduce((sum, weight) => sum + weight, 0);
  const parts: number[] = [];
  let rest = total;
  for (const weight of weights.slice(1)) {
    const amount = niceRound(weight * scale);
    if (rest - amount < 500) break;
    parts.push(amount);
    rest -= amount;
  }
  parts.push(rest);
  for (let i = parts.length - 1; i > 0; i--) {
    const j = money.int(0, i);
    [parts[i], parts[j]] = [parts[j]!, parts[i]!];
  }
  return parts;
}

export interface DemoContentOptions {
  /** The skeleton for a description of n list items; the seed passes one it has already sanitised. */
  template?: (items: number) => string;
}

export function demoFundraiser(random: Random, options: DemoContentOptions = {}): DemoFundraiser {
  const goal = pickWeighted(random, GOALS);
  const group: AgeGroup = random.pick(goal.ages);
  const age = random.int(...AGE_GROUPS[group]);
  const firstName = random.pick(FIRST_NAMES.filter((first) => group === 'adult' || !first.senior));
  const gender = firstName.gender;
  const surnameForms = random.pick(SURNAMES);
  const surname = gender === 'm' ? surnameForms.m : surnameForms.f;
  const surnameGenitive = gender === 'm' ? surnameForms.mGenitive : surnameForms.fGenitive;
  const [city, inCity] = random.pick(CITIES);
  const [titleWords, target] = random.pick(goal.variants);
  const [min, max, step] = goal.amount;
  const targetAmount = random.int(min / step, max / step) * step * 100;
  const vars: Vars = {
    name: firstName.name, nameGen: firstName.genitive, nameAcc: accusative(firstName), nameVoc: firstName.vocative,
    age: yearsLabel(age), years: String(age), inCity,
  };
  const fill = (template: string) => fillTemplate(template, vars, gender);

  const shortParts = [random.pick(SHORT_OPENINGS), random.pick(goal.short)];
  if (random.chance(0.4)) shortParts.push(random.pick(SHORT_EXTRAS));
  shortParts.push(random.pick(SHORT_CLOSINGS));

  const intros = INTRODUCTIONS[group].filter((intro) => age >= (intro.min ?? 0));
  const items = sample(random, goal.items, random.int(3, Math.min(5, goal.items.length)));
  const slots: Vars = {
    intro: fill(random.pick(intros).text),
    story: fill(goal.story),
    heading: random.pick(HEADINGS),
    need: fill(goal.need),
    amount: wholeZl(targetAmount),
    closing: fill(random.pick(CLOSINGS)),
    ...Object.fromEntries(items.map((item, i) => [`item${i}`, item])),
  };
  const contactName = foldPolish(`${firstName.name}.${surname}`).replace(/[^a-z.]/g, '');
  return {
    needy: {
      name: firstName.name,
      surname,
      city,
      contact: `${group === 'adult' ? 'Kontakt bezpośredni' : 'Rodzice'}: ${contactName}@example.pl`,
      notes: random.pick(['Dokumentacja medyczna w biurze fundacji.', 'Faktury przekazywane fundacji na bieżąco.', '']),
    },
    gender,
    age,
    goal: goal.key,
    firstName,
    title: `${titleWords} dla ${firstName.genitive}`,
    name: random.chance(0.65) ? `Zbiórka dla ${firstName.genitive} ${surnameGenitive}` : random.pick(goal.campaigns),
    target,
    target_amount: targetAmount,
    short_description: shortParts.map(fill).join(' '),
    description: fillSlots((options.template ?? descriptionTemplate)(items.length), slots),
  };
}

/** The same seed always gives the same fundraisers. */
export function demoFundraisers(seed: number, count: number, options: DemoContentOptions = {}): DemoFundraiser[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => demoFundraiser(random, options));
}

/** A donor: named (with an e-mail for the receipt) or anonymous, with a kind word now and then. */
export function demoDonor(random: Random, fundraiser: DemoFundraiser): DemoDonor {
  const anonymous = random.chance(0.25);
  const name = random.pick(DONOR_NAMES);
  const email = `${foldPolish(name.split(' ')[0]!).replace(/[^a-z]/g, '') || 'darczynca'}.${random.int(10, 999)}@example.pl`;
  const vars = { nameVoc: fundraiser.firstName.vocative, name: fundraiser.firstName.name };
  return {
    name: anonymous ? null : name,
    email: anonymous && random.chance(0.5) ? null : email,
    anonymous,
    message: random.chance(0.4) ? fillTemplate(random.pick(DONOR_MESSAGES), vars, fundraiser.gender) : null,
  };
}
