import { PROJECT_BUTTON_ACTIONS, type ProjectStatus } from '@pm/domain/workflow';
import { visibleProjectActions, visibleProjectLinks } from './visible-actions';

// The seeded role `user` (officer, finance): the :create codes, project:update and project:manage.
const OFFICER_CODES = [
  'project:create',
  'project:update',
  'project:manage',
  'application:create',
  'agreement:create',
  'report:create',
];
const officer = (code: string) => OFFICER_CODES.includes(code);
const admin = () => true;
const reader = () => false;

const top = (status: ProjectStatus) => ({ status, parentId: null });
const sub = (status: ProjectStatus) => ({ status, parentId: 7 });

describe('visibleProjectActions', () => {
  it('offers what the machine allows from the status', () => {
    expect(visibleProjectActions(top('in_progress'), admin)).toEqual(['suspend', 'close', 'terminate']);
    expect(visibleProjectActions(top('suspended'), admin)).toEqual(['resume', 'terminate']);
    // Closing is decided by its approval (its last approval finishes it): no finish button.
    expect(visibleProjectActions(top('closing'), admin)).toEqual(['terminate']);
    expect(visibleProjectActions(top('under_review'), admin)).toEqual(['withdraw']);
    expect(visibleProjectActions(top('closed'), admin)).toEqual([]);
    expect(visibleProjectActions(top('draft'), admin)).toEqual([]);
  });

  it('never offers the actions that follow the application or the agreement', () => {
    for (const status of ['draft', 'applying', 'under_review', 'approved'] as const) {
      for (const action of visibleProjectActions(top(status), admin)) {
        expect(PROJECT_BUTTON_ACTIONS).toContain(action);
      }
    }
  });

  it('keeps only the buttons the user holds', () => {
    expect(visibleProjectActions(top('in_progress'), officer)).toEqual(['suspend', 'close']);
    expect(visibleProjectActions(top('in_progress'), reader)).toEqual([]);
    expect(visibleProjectActions(top('in_progress'), (code) => code === 'project:terminate')).toEqual([
      'terminate',
    ]);
  });

  it('starts a top project only after its agreement is signed, a sub-project once approved', () => {
    expect(visibleProjectActions(top('approved'), admin)).toEqual(['terminate']);
    expect(visibleProjectActions(top('agreement_signed'), admin)).toEqual(['start', 'terminate']);
    expect(visibleProjectActions(sub('approved'), admin)).toEqual(['start', 'terminate']);
  });
});

describe('visibleProjectLinks', () => {
  it('follows the status', () => {
    expect(visibleProjectLinks('draft', admin)).toEqual(['edit', 'application']);
    expect(visibleProjectLinks('withdrawn', admin)).toEqual(['edit', 'application']);
    expect(visibleProjectLinks('applying', admin)).toEqual(['edit']);
    expect(visibleProjectLinks('approved', admin)).toEqual(['subProject', 'agreement']);
    expect(visibleProjectLinks('in_progress', admin)).toEqual(['subProject', 'agreement', 'report']);
    expect(visibleProjectLinks('closing', admin)).toEqual(['report']);
    expect(visibleProjectLinks('terminated', admin)).toEqual([]);
  });

  it('follows the permissions', () => {
    expect(visibleProjectLinks('in_progress', reader)).toEqual([]);
    expect(visibleProjectLinks('in_progress', (code) => code === 'report:create')).toEqual(['report']);
    expect(visibleProjectLinks('draft', (code) => code === 'application:create')).toEqual(['application']);
  });
});
