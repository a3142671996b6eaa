import {
  AGREEMENT_EDITABLE_STATUSES,
  APPLICATION_EDITABLE_STATUSES,
  PROJECT_BUTTON_ACTIONS,
  PROJECT_EDITABLE_STATUSES,
  PROJECT_FUNDED_STATUSES,
  REPORT_EDITABLE_STATUSES,
  actionsFrom,
  allowedActions,
  agreementMachine,
  applicationMachine,
  appropriationMachine,
  budgetMachine,
  canProjectTransition,
  canTransition,
  isAction,
  isReportOverdue,
  needsComment,
  projectMachine,
  reportMachine,
  transition,
  type Machine,
} from '.';

type Edge = readonly [from: string, action: string, to: string];

/** Every transition each machine allows, written out: a change to a machine has to change this table too. */
const LEGAL: Record<string, { machine: Machine<string, string>; edges: Edge[] }> = {
  project: {
    machine: projectMachine,
    edges: [
      ['draft', 'apply', 'applying'],
      ['withdrawn', 'apply', 'applying'],
      ['applying', 'review', 'under_review'],
      ['under_review', 'approve', 'approved'],
      ['under_review', 'reject', 'rejected'],
      ['under_review', 'rework', 'applying'],
      ['approved', 'sign', 'agreement_signed'],
      ['applying', 'withdraw', 'withdrawn'],
      ['under_review', 'withdraw', 'withdrawn'],
      ['approved', 'start', 'in_progress'],
      ['agreement_signed', 'start', 'in_progress'],
      ['in_progress', 'suspend', 'suspended'],
      ['suspended', 'resume', 'in_progress'],
      ['in_progress', 'close', 'closing'],
      ['closing', 'finish', 'closed'],
      ['closing', 'reopen', 'in_progress'],
      ['approved', 'terminate', 'terminated'],
      ['agreement_signed', 'terminate', 'terminated'],
      ['in_progress', 'terminate', 'terminated'],
      ['suspended', 'terminate', 'terminated'],
      ['closing', 'terminate', 'terminated'],
    ],
  },
  application: {
    machine: applicationMachine,
    edges: [
      ['new', 'submit', 'submitted'],
      ['rework_requested', 'resubmit', 'resubmitted'],
      ['submitted', 'withdraw', 'rework_requested'],
      ['in_review', 'withdraw', 'rework_requested'],
      ['resubmitted', 'withdraw', 'rework_requested'],
      ['submitted', 'review', 'in_review'],
      ['resubmitted', 'review', 'in_review'],
      ['in_review', 'approve', 'approved'],
      ['in_review', 'reject', 'rejected'],
      ['in_review', 'rework', 'rework_requested'],
    ],
  },
  agreement: {
    machine: agreementMachine,
    edges: [
      ['draft', 'submit', 'pending_approval'],
      ['pending_approval', 'return', 'draft'],
      ['pending_approval', 'approve', 'active'],
      ['pending_approval', 'withdraw', 'draft'],
      ['active', 'complete', 'completed'],
      ['pending_approval', 'terminate', 'terminated'],
      ['active', 'terminate', 'terminated'],
    ],
  },
  report: {
    machine: reportMachine,
    edges: [
      ['draft', 'submit', 'submitted'],
      ['rework', 'submit', 'submitted'],
      ['submitted', 'accept', 'accepted'],
      ['submitted', 'reject', 'rejected'],
      ['submitted', 'rework', 'rework'],
      ['submitted', 'withdraw', 'draft'],
    ],
  },
  appropriation: {
    machine: appropriationMachine,
    edges: [
      ['submitted', 'verify', 'verified'],
      ['submitted', 'reject', 'rejected'],
      ['rejected', 'resubmit', 'submitted'],
      ['submitted', 'withdraw', 'rejected'],
      ['verified', 'pay', 'paid'],
      ['returned', 'pay', 'paid'],
      ['paid', 'return', 'returned'],
      ['submitted', 'cancel', 'cancelled'],
      ['rejected', 'cancel', 'cancelled'],
      ['verified', 'cancel', 'cancelled'],
      ['returned', 'cancel', 'cancelled'],
    ],
  },
  budget: {
    machine: budgetMachine,
    edges: [
      ['draft', 'approve', 'approved'],
      ['revising', 'approve', 'approved'],
      ['approved', 'lock', 'locked'],
      ['approved', 'revise', 'revising'],
      ['locked', 'revise', 'revising'],
    ],
  },
};

describe.each(Object.entries(LEGAL))('the %s machine', (_name, { machine, edges }) => {
  it.each(edges)('%s --%s--> %s', (from, action, to) => {
    expect(transition(machine, from, action)).toEqual({ ok: true, to });
    expect(canTransition(machine, from, action)).toBe(true);
  });

  it('allows nothing else: every other status × action pair is refused, naming where it may start', () => {
    const legal = new Set(edges.map(([from, action]) => `${from} ${action}`));
    for (const from of machine.statuses) {
      for (const action of Object.keys(machine.actions)) {
        if (legal.has(`${from} ${action}`)) continue;
        expect(canTransition(machine, from, action)).toBe(false);
        expect(transition(machine, from, action)).toEqual({
          ok: false,
          from,
          allowedFrom: machine.actions[action]!.from,
        });
      }
    }
  });

  it('only leads to statuses it knows', () => {
    for (const rule of Object.values(machine.actions)) {
      expect(machine.statuses).toContain(rule.to);
      for (const from of rule.from) expect(machine.statuses).toContain(from);
    }
  });

  it('lists the actions a status offers in the machine order', () => {
    for (const from of machine.statuses) {
      const expected = Object.keys(machine.actions).filter((action) =>
        edges.some(([edgeFrom, edgeAction]) => edgeFrom === from && edgeAction === action),
      );
      expect(actionsFrom(machine, from)).toEqual(expected);
    }
  });
});

describe('allowedActions', () => {
  it('keeps the actions of the status whose button code the user holds', () => {
    const officer = (code: string) => code === 'agreement:create';
    expect(allowedActions(agreementMachine, 'draft', officer)).toEqual(['submit']);
    expect(allowedActions(agreementMachine, 'active', officer)).toEqual([]);
    expect(allowedActions(agreementMachine, 'active', () => true)).toEqual(['complete', 'terminate']);
    expect(allowedActions(applicationMachine, 'approved', () => true)).toEqual([]);
  });

  it('never offers what the approval takes: decisions, the initiator’s withdrawal, closing’s outcome', () => {
    const all = () => true;
    expect(allowedActions(applicationMachine, 'in_review', all)).toEqual([]);
    expect(allowedActions(applicationMachine, 'new', all)).toEqual(['submit']);
    expect(allowedActions(agreementMachine, 'pending_approval', all)).toEqual(['terminate']);
    expect(allowedActions(reportMachine, 'submitted', all)).toEqual([]);
    expect(allowedActions(appropriationMachine, 'submitted', all)).toEqual(['cancel']);
    expect(allowedActions(budgetMachine, 'draft', all)).toEqual([]);
    expect(allowedActions(projectMachine, 'closing', all)).toEqual(['terminate']);
  });
});

describe('sample refusals', () => {
  it.each([
    [projectMachine, 'draft', 'start'],
    [projectMachine, 'closed', 'terminate'],
    [projectMachine, 'terminated', 'resume'],
    [projectMachine, 'suspended', 'close'],
    [projectMachine, 'rejected', 'apply'],
    [applicationMachine, 'approved', 'reject'],
    [applicationMachine, 'new', 'review'],
    [agreementMachine, 'draft', 'approve'],
    [agreementMachine, 'completed', 'terminate'],
    [reportMachine, 'accepted', 'rework'],
    [reportMachine, 'rejected', 'submit'],
  ] as [Machine<string, string>, string, string][])('%#: %s cannot %s', (machine, from, action) => {
    expect(transition(machine, from, action).ok).toBe(false);
  });
});

describe('actionsFrom, by example', () => {
  it('gives the buttons of common states', () => {
    expect(actionsFrom(projectMachine, 'in_progress')).toEqual(['suspend', 'close', 'terminate']);
    expect(actionsFrom(projectMachine, 'under_review')).toEqual(['approve', 'reject', 'rework', 'withdraw']);
    expect(actionsFrom(projectMachine, 'closed')).toEqual([]);
    expect(actionsFrom(agreementMachine, 'pending_approval')).toEqual([
      'return',
      'approve',
      'withdraw',
      'terminate',
    ]);
    expect(actionsFrom(reportMachine, 'rework')).toEqual(['submit']);
  });
});

describe('isAction', () => {
  it("accepts the machine's own actions only, not inherited names", () => {
    expect(isAction(projectMachine, 'start')).toBe(true);
    expect(isAction(projectMachine, 'submit')).toBe(false);
    expect(isAction(projectMachine, 'toString')).toBe(false);
    expect(isAction(agreementMachine, 'return')).toBe(true);
  });
});

describe('permissions', () => {
  it('the project buttons need project:manage, terminating needs project:terminate', () => {
    for (const action of PROJECT_BUTTON_ACTIONS) {
      expect(projectMachine.actions[action].permission).toBe(
        action === 'terminate' ? 'project:terminate' : 'project:manage',
      );
    }
  });

  it('reviews and approvals need the reviewer codes', () => {
    expect(applicationMachine.actions.approve.permission).toBe('application:review');
    expect(agreementMachine.actions.approve.permission).toBe('agreement:approve');
    expect(reportMachine.actions.accept.permission).toBe('report:review');
    expect(reportMachine.actions.submit.permission).toBe('report:create');
  });
});

describe('status groups', () => {
  it('fund sub-projects from approved to in progress, and edit records while with their authors', () => {
    expect(PROJECT_FUNDED_STATUSES).toEqual(['approved', 'agreement_signed', 'in_progress']);
    expect(PROJECT_EDITABLE_STATUSES).toEqual(['draft', 'applying', 'withdrawn']);
    expect(APPLICATION_EDITABLE_STATUSES).toEqual(['new', 'rework_requested']);
    expect(AGREEMENT_EDITABLE_STATUSES).toEqual(['draft']);
    expect(REPORT_EDITABLE_STATUSES).toEqual(['draft', 'rework']);
  });
});

describe('canProjectTransition', () => {
  it('starts a top project only once its agreement is signed, a sub-project from approved', () => {
    expect(canProjectTransition({ status: 'approved', parentId: null }, 'start')).toBe(false);
    expect(canProjectTransition({ status: 'agreement_signed', parentId: null }, 'start')).toBe(true);
    expect(canProjectTransition({ status: 'approved', parentId: 4 }, 'start')).toBe(true);
  });

  it('otherwise follows the machine', () => {
    expect(canProjectTransition({ status: 'approved', parentId: null }, 'terminate')).toBe(true);
    expect(canProjectTransition({ status: 'draft', parentId: 4 }, 'suspend')).toBe(false);
  });

  it('asks for a comment to suspend or terminate only', () => {
    expect(PROJECT_BUTTON_ACTIONS.filter(needsComment)).toEqual(['suspend', 'terminate']);
  });
});

describe('isReportOverdue', () => {
  const today = '2026-11-15';

  it('is not overdue on its due date or before', () => {
    expect(isReportOverdue('2026-11-15', [], today)).toBe(false);
    expect(isReportOverdue('2026-12-31', [], today)).toBe(false);
  });

  it('is overdue the day after, with no report', () => {
    expect(isReportOverdue('2026-11-14', [], today)).toBe(true);
  });

  it('is not overdue once a report was submitted or accepted', () => {
    expect(isReportOverdue('2026-01-01', ['submitted'], today)).toBe(false);
    expect(isReportOverdue('2026-01-01', ['rejected', 'accepted'], today)).toBe(false);
  });

  it('stays overdue when the only reports are drafts, rejected or sent back', () => {
    expect(isReportOverdue('2026-01-01', ['draft', 'rejected', 'rework'], today)).toBe(true);
  });

  it('compares across month and year ends as ISO text', () => {
    expect(isReportOverdue('2025-12-31', [], '2026-01-01')).toBe(true);
    expect(isReportOverdue('2026-02-28', [], '2026-02-28')).toBe(false);
  });
});

describe('appropriation machine', () => {
  it('goes submitted → verified → paid, and a bounced payment waits to be paid again', () => {
    expect(transition(appropriationMachine, 'submitted', 'verify')).toEqual({ ok: true, to: 'verified' });
    expect(transition(appropriationMachine, 'verified', 'pay')).toEqual({ ok: true, to: 'paid' });
    expect(transition(appropriationMachine, 'paid', 'return')).toEqual({ ok: true, to: 'returned' });
    expect(transition(appropriationMachine, 'returned', 'pay')).toEqual({ ok: true, to: 'paid' });
    expect(transition(appropriationMachine, 'submitted', 'pay').ok).toBe(false);
    expect(transition(appropriationMachine, 'paid', 'cancel').ok).toBe(false);
  });

  it('is verified through its approval: no verify or reject button, whatever the codes', () => {
    const has = (codes: string[]) => (code: string) => codes.includes(code);
    expect(allowedActions(appropriationMachine, 'submitted', has(['fundPayment:verify']))).toEqual([]);
    expect(allowedActions(appropriationMachine, 'verified', has(['fundPayment:pay']))).toEqual(['pay']);
  });
});

describe('budget machine', () => {
  it('approves a draft, locks it, revises it and approves the revision', () => {
    expect(transition(budgetMachine, 'draft', 'approve')).toEqual({ ok: true, to: 'approved' });
    expect(transition(budgetMachine, 'approved', 'lock')).toEqual({ ok: true, to: 'locked' });
    expect(transition(budgetMachine, 'locked', 'revise')).toEqual({ ok: true, to: 'revising' });
    expect(transition(budgetMachine, 'revising', 'approve')).toEqual({ ok: true, to: 'approved' });
    expect(transition(budgetMachine, 'draft', 'lock').ok).toBe(false);
  });
});
