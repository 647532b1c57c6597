import { desktopConfig, type Flags, startFlow } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_LAUNCH } from '../e2e/chromium';

/**
 * Lighthouse over the signed-in screens (issue 30, "Audit of every screen"), on Debian's Chromium with
 * the desktop preset: the first screen is a navigation (performance counts there), every other
 * section and tab a snapshot of what the collector sees after clicking to it (accessibility and best
 * practices). Installability is Chromium's own verdict (`Page.getInstallabilityErrors`): Lighthouse 12
 * no longer has a PWA category.
 */
export const AUDIT_THRESHOLDS = { performance: 90, accessibility: 95, 'best-practices': 95 } as const;
export type AuditCategory = keyof typeof AUDIT_THRESHOLDS;

export interface ScreenScores {
  screen: string;
  /** 0–100 per category the step measured (a snapshot has no performance score). */
  scores: Partial<Record<AuditCategory, number>>;
  /** The failing audits of those categories, so a low score says what to fix. */
  failing: string[];
}

export interface AuditReport {
  screens: ScreenScores[];
  installabilityErrors: string[];
}

/** Screens after the first, as the collector reaches them: the button to press, in order. */
const SCREENS = [
  { screen: 'Sealed Products', press: ['Sealed Products'] },
  { screen: 'Advanced Search', press: ['Advanced Search'] },
  { screen: 'Transactions', press: ['Transactions'] },
  { screen: 'Profit Tracking', press: ['Profit Tracking'] },
  { screen: 'Admin', press: ['Admin'] },
] as const;

const FLAGS: Flags = {
  // The session lives in localStorage and IndexedDB: a reset would audit the sign-in screen.
  disableStorageReset: true,
  onlyCategories: Object.keys(AUDIT_THRESHOLDS),
};

async function pressButton(page: Page, name: string) {
  await page.locator(`::-p-aria([name="${name}"][role="button"])`).click();
}

async function signUp(page: Page, baseURL: string) {
  const stamp = `${Date.now()}-${process.pid}`;
  await page.goto(`${baseURL}/login`);
  await pressButton(page, 'Create account');
  await page.locator('::-p-aria([name="Username"][role="textbox"])').fill('Auditor');
  await page.locator('::-p-aria([name="Email"][role="textbox"])').fill(`audit-${stamp}@example.test`);
  await page.locator('input[type="password"]').fill('correct horse battery');
  await page.locator('form[aria-label="Create account"] button[type="submit"]').click();
  await page.locator('::-p-aria([name="Sections"][role="navigation"])').wait();
}

function scoresOf(lhr: import('lighthouse').Result, screen: string): ScreenScores {
  const scores: ScreenScores['scores'] = {};
  const failing: string[] = [];
  for (const category of Object.keys(AUDIT_THRESHOLDS) as AuditCategory[]) {
    // A snapshot loads nothing: its performance category holds no load metric, so no score.
    if (category === 'performance' && lhr.gatherMode !== 'navigation') continue;
    const result = lhr.categories[category];
    if (!result || result.score === null) continue;
    scores[category] = Math.round(result.score * 100);
    for (const ref of result.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 0.9)
        failing.push(`${category}: ${audit.id}`);
    }
  }
  return { screen, scores, failing };
}

/** Signs a new collector up on `baseURL` and audits every screen. */
export async function auditScreens(baseURL: string): Promise<AuditReport> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_LAUNCH.executablePath,
    args: [...(CHROMIUM_LAUNCH.args ?? []), '--headless=new'],
    defaultViewport: null,
  });
  try {
    const page = await browser.newPage();
    await signUp(page, baseURL);
    const cdp = await page.createCDPSession();
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');

    const flow = await startFlow(page, { config: desktopConfig, flags: FLAGS });
    await flow.navigate(`${baseURL}/`, { name: 'Cards' });
    for (const { screen, press } of SCREENS) {
      for (const name of press) await pressButton(page, name);
      await flow.snapshot({ name: screen });
    }
    const { steps } = await flow.createFlowResult();
    return {
      screens: steps.map((step) => scoresOf(step.lhr, step.name)),
      installabilityErrors: installabilityErrors.map((error) => error.errorId),
    };
  } finally {
    await browser.close();
  }
}

/** What falls short of the thresholds, one line each; empty when every screen passes. */
export function shortfalls(report: AuditReport): string[] {
  const lines = report.installabilityErrors.map((error) => `not installable: ${error}`);
  for (const { screen, scores, failing } of report.screens) {
    for (const [category, score] of Object.entries(scores) as [AuditCategory, number][]) {
      if (score < AUDIT_THRESHOLDS[category]) {
        const why = failing.filter((line) => line.startsWith(category)).join(', ');
        lines.push(`${screen}: ${category} ${score} < ${AUDIT_THRESHOLDS[category]} (${why})`);
      }
    }
  }
  return lines;
}

export function printReport(report: AuditReport): void {
  for (const { screen, scores } of report.screens) {
    const figures = Object.entries(scores).map(([category, score]) => `${category} ${score}`);
    console.log(`${screen.padEnd(18)} ${figures.join('  ')}`);
  }
  console.log(
    `installable: ${report.installabilityErrors.length === 0 ? 'yes' : report.installabilityErrors.join(', ')}`,
  );
}
