import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { renderAt } from '@/test/test-utils';
import { setupProgress } from '../model/setup-steps';
import { SetupProgressCard } from './setup-progress-card';
import { SetupStepBar } from './setup-step-bar';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('SetupStepBar', () => {
  it('says which step this is, how many are done, and marks the current one', () => {
    renderAt(<SetupStepBar progress={setupProgress({ hasProfile: true, hasService: false, hasWorkingHours: false })} />);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Setup progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    expect(bar).toHaveAttribute('aria-valuetext', '1 of 3 done');

    const steps = within(screen.getByRole('list', { name: 'Setup progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Business profile (done)', '2First service', '3Working hours']);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).not.toHaveAttribute('aria-current');
  });

  it('shows every step done at the end', () => {
    renderAt(<SetupStepBar progress={setupProgress({ hasProfile: true, hasService: true, hasWorkingHours: true })} />);
    expect(screen.getByText('All done: 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
  });

  it('is translated (uk)', async () => {
    await i18n.changeLanguage('uk');
    renderAt(<SetupStepBar progress={setupProgress({ hasProfile: false, hasService: false, hasWorkingHours: false })} />);
    expect(screen.getByText('Крок 1 з 3')).toBeInTheDocument();
    expect(screen.getByText('Бізнес-профіль')).toBeInTheDocument();
  });
});

describe('SetupProgressCard', () => {
  it('names the next step and leads back into the setup', () => {
    renderAt(<SetupProgressCard progress={setupProgress({ hasProfile: true, hasService: true, hasWorkingHours: false })} />);
    expect(screen.getByRole('heading', { name: 'Finish setting up your business' })).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('Next: Working hours')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue setup' })).toHaveAttribute('href', '/specialist/get-started');
  });

  it('is not shown once the setup is complete', () => {
    const { container } = renderAt(<SetupProgressCard progress={setupProgress({ hasProfile: true, hasService: true, hasWorkingHours: true })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
