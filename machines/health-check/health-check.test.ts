import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { HealthCheckResult } from '@contract/entities';
import type { BodyOf } from '@contract/routes';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { englishOf, recordToasts } from '../testing/toasts';
import { sampleHealthResult } from '../testing/fixtures';
import { connect, scoreBandOf } from './health-check.connect';
import { healthCheckFakes } from './health-check.fakes';
import { healthCheckMachine, normalizeUrl } from './health-check.machine';
import { statesOfInterest } from './health-check.states';
import { english } from '../testing/english';

const start = (analyze: (url: string) => Promise<HealthCheckResult>) => {
  const recorder = recordToasts();
  const openFixPlan = vi.fn();
  const analyzeWebsite = vi.fn(({ input }: { input: BodyOf<'healthCheck'> }) => analyze(input.url));
  const actor = createActor(
    healthCheckMachine.provide({
      actors: { analyzeWebsite: fromPromise(analyzeWebsite) },
      actions: { showToast: recorder.showToast, openFixPlan },
    }),
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  return { actor, view, recorder, openFixPlan, analyzeWebsite };
};

describe('healthCheck', () => {
  it('blocks a blank or whitespace-only address', () => {
    const { view, analyzeWebsite } = start(async () => sampleHealthResult(90));
    expect(view().canSubmit).toBe(false);
    view().onUrlChange('   ');
    expect(view().canSubmit).toBe(false);
    view().onSubmit();
    expect(view().isAnalyzing).toBe(false);
    expect(analyzeWebsite).not.toHaveBeenCalled();
  });

  it('starts with the address typed before it started, ready to be checked', () => {
    const actor = createActor(healthCheckMachine, { input: { url: 'exa' } }).start();
    const view = connect(actor.getSnapshot(), actor.send);
    expect(view.url).toBe('exa');
    expect(view.canSubmit).toBe(true);
  });

  it('prepends https:// when the scheme is missing, and keeps http(s) addresses', () => {
    expect(normalizeUrl(' example.com ')).toBe('https://example.com');
    expect(normalizeUrl('http://example.com')).toBe('http://example.com');
    expect(normalizeUrl('HTTPS://example.com')).toBe('HTTPS://example.com');
  });

  it('analyzes, disabling the form, then shows the result', async () => {
    let finish: (result: HealthCheckResult) => void = () => {};
    const { actor, view, analyzeWebsite } = start(() => new Promise((resolve) => (finish = resolve)));
    view().onUrlChange('example.com');
    view().onSubmit();
    expect(view()).toMatchObject({ isAnalyzing: true, canSubmit: false });
    expect(analyzeWebsite.mock.calls[0]?.[0].input).toEqual({ url: 'https://example.com' });
    finish(sampleHealthResult(92));
    await waitFor(actor, (s) => s.matches('result'));
    expect(view()).toMatchObject({
      scoreBand: 'good',
      scoreMessageKey: 'healthCheck.score.good',
      showFixOffer: false,
      showRevenueLoss: false,
    });
  });

  it('a new check clears the previous result', async () => {
    const { actor, view } = start(async () => sampleHealthResult(50));
    view().onUrlChange('a.com');
    view().onSubmit();
    await waitFor(actor, (s) => s.matches('result'));
    expect(view().result).not.toBeNull();
    view().onSubmit();
    expect(view()).toMatchObject({ result: null, isAnalyzing: true });
  });

  it('offers the fix only when needsFixes, and its link works only once agreed', async () => {
    const { actor, view, openFixPlan } = start(async () => sampleHealthResult(55));
    view().onUrlChange('example.com');
    view().onSubmit();
    await waitFor(actor, (s) => s.matches('result'));
    expect(view()).toMatchObject({ showFixOffer: true, showRevenueLoss: true, canOpenFixLink: false });
    view().onOpenFix();
    expect(openFixPlan).not.toHaveBeenCalled();
    view().onAgreementChange(true);
    expect(view().canOpenFixLink).toBe(true);
    view().onOpenFix();
    expect(openFixPlan).toHaveBeenCalledTimes(1);
  });

  it('groups the findings by category, each with the package or plan that fixes it and its figures in their units', async () => {
    const noViewport = {
      issue: 'Not mobile-friendly',
      description: 'No viewport.',
      code: 'viewport-missing',
      params: {},
      revenueLoss: 1500,
    } as const;
    const noTitle = {
      issue: 'Missing page title',
      description: 'No title.',
      code: 'title-missing',
      params: { min: 10, max: 60 },
      revenueLoss: 400,
    } as const;
    const heavy = {
      issue: 'Heavy page',
      description: 'Too heavy.',
      code: 'heavy-page',
      params: { kb: 2400, maxKb: 1500, count: 9 },
      revenueLoss: 300,
    } as const;
    const { actor, view } = start(async () => ({
      ...sampleHealthResult(55),
      issues: { performance: [noViewport, heavy], seo: [noTitle], security: [] },
    }));
    expect(view().issueGroups).toEqual([]);
    view().onUrlChange('example.com');
    view().onSubmit();
    expect(view().checkedUrl).toBe('https://example.com');
    await waitFor(actor, (s) => s.matches('result'));
    expect(view().issueGroups).toEqual([
      {
        category: 'performance',
        findings: [
          { ...noViewport, figures: [], fix: { kind: 'package', id: 'startup' } },
          {
            ...heavy,
            // A count is {{total}} in the texts: i18next would read `count` as a plural selector.
            figures: [
              { placeholder: 'kb', unit: 'kilobytes', value: 2400 },
              { placeholder: 'maxKb', unit: 'kilobytes', value: 1500 },
              { placeholder: 'total', unit: 'count', value: 9 },
            ],
            fix: { kind: 'plan', id: 'professional' },
          },
        ],
      },
      {
        category: 'seo',
        findings: [
          {
            ...noTitle,
            figures: [
              { placeholder: 'min', unit: 'count', value: 10 },
              { placeholder: 'max', unit: 'count', value: 60 },
            ],
            fix: { kind: 'plan', id: 'startup' },
          },
        ],
      },
      { category: 'security', findings: [] },
    ]);
  });

  it('names the findings the revenue loss comes from, costliest first, in the tone of the score', async () => {
    const finding = (code: 'no-https' | 'no-hsts' | 'image-dimensions', revenueLoss: number) => ({
      issue: code,
      description: code,
      code,
      params: {},
      revenueLoss,
    });
    const { actor, view } = start(async () => ({
      ...sampleHealthResult(79),
      estimatedRevenueLoss: 900,
      issues: {
        performance: [finding('image-dimensions', 100)],
        seo: [],
        security: [finding('no-hsts', 0), finding('no-https', 800)],
      },
    }));
    view().onUrlChange('example.com');
    view().onSubmit();
    await waitFor(actor, (s) => s.matches('result'));
    expect(view().revenueLossReasons.map(({ code }) => code)).toEqual(['no-https', 'image-dimensions']);
    expect(view().revenueLossTone).toBe('caution');
  });

  it('speaks of the revenue loss in alarm only in the poor band', () => {
    const poor = start(async () => sampleHealthResult(40));
    poor.view().onUrlChange('example.com');
    poor.view().onSubmit();
    return waitFor(poor.actor, (s) => s.matches('result')).then(() => {
      expect(poor.view().revenueLossTone).toBe('alarm');
    });
  });

  it('shows the destructive error toast when the check fails', async () => {
    const { actor, view, recorder } = start(async () => {
      throw new Error('boom');
    });
    view().onUrlChange('example.com');
    view().onSubmit();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(englishOf(recorder.last())).toEqual({
      title: 'Error',
      description: 'Unable to analyze website. Please check the URL and try again.',
      variant: 'error',
    });
    expect(view().canSubmit).toBe(true);
  });

  it.each([
    [100, 'good', 'Excellent! Your website is performing well.'],
    [80, 'good', 'Excellent! Your website is performing well.'],
    [79, 'fair', "Good, but there's room for improvement."],
    [60, 'fair', "Good, but there's room for improvement."],
    [59, 'poor', 'Critical issues found that need immediate attention.'],
  ] as const)('a score of %i is %s: "%s"', (score, band, text) => {
    expect(scoreBandOf(score)).toBe(band);
    expect(english[`healthCheck.score.${band}`]).toBe(text);
  });

  itReachesEachStateOfInterest(healthCheckMachine, statesOfInterest, healthCheckFakes);
});
