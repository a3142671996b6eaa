import {
  approvalDefinitionForm,
  definitionNodeErrors,
  type DefinitionContext,
  type DefinitionNodeValues,
} from './approval-definition-form';
import { formErrorMessages, validateField, validateForm } from './form-schema';

const node = (change: Partial<DefinitionNodeValues> = {}): DefinitionNodeValues => ({
  name: '部门负责人审核',
  source: 'department_head',
  userIds: [],
  roleId: null,
  mode: 'or',
  threshold: null,
  minAmount: null,
  ccUserIds: [],
  ...change,
});

const noCounts: DefinitionContext = { roleHolders: {} };

const messages = (nodes: DefinitionNodeValues[], context = noCounts, locale: 'zh-CN' | 'en-US' = 'zh-CN') =>
  formErrorMessages(
    approvalDefinitionForm,
    validateForm(approvalDefinitionForm, { nodes }, context),
    locale,
  ).map((error) => `${error.field}: ${error.message}`);

describe('approvalDefinitionForm', () => {
  it('takes nodes of every source and mode that carry what they need', () => {
    expect(
      messages([
        node(),
        node({ name: '财务复核', source: 'role', roleId: 3, mode: 'and' }),
        node({ name: '理事会表决', source: 'users', userIds: [4, 5, 6], mode: 'vote', threshold: 2 }),
        node({ name: '大额加签', source: 'users', userIds: [7], minAmount: '100000', ccUserIds: [8] }),
      ]),
    ).toEqual([]);
  });

  it('wants 1 to 20 nodes', () => {
    expect(messages([])).toEqual(['nodes: 审批节点至少需要 1 项']);
    expect(
      messages(
        Array.from({ length: 21 }, () => node()),
        noCounts,
        'en-US',
      ),
    ).toEqual(['nodes: Approval nodes: at most 20']);
    expect(messages(Array.from({ length: 20 }, () => node()))).toEqual([]);
  });

  it('wants a name of 1 to 50 characters', () => {
    expect(messages([node({ name: '  ' }), node({ name: '审'.repeat(51) })])).toEqual([
      'nodes[0].name: 请填写第 1 行节点名称',
      'nodes[1].name: 第 2 行节点名称不能超过 50 个字符',
    ]);
    expect(messages([node({ name: '审'.repeat(50) })])).toEqual([]);
  });

  it('wants at least one user for the users source, and a role for the role source', () => {
    expect(messages([node({ source: 'users' }), node({ source: 'role' })], noCounts, 'en-US')).toEqual([
      'nodes[0].userIds: Approvers (row 1): add at least 1',
      'nodes[1].roleId: Approver role (row 2) is required',
    ]);
  });

  it('wants a vote threshold within the approvers the vote can count', () => {
    const users = { source: 'users' as const, userIds: [4, 5], mode: 'vote' as const };
    expect(messages([node({ ...users, threshold: null })])).toEqual([
      'nodes[0].threshold: 请填写第 1 行通过票数',
    ]);
    expect(messages([node({ ...users, threshold: 3 })])).toEqual([
      'nodes[0].threshold: 第 1 行通过票数不能超过可计票的审批人数（2）',
    ]);
    expect(messages([node({ ...users, threshold: 0 })])).toEqual([
      'nodes[0].threshold: 第 1 行通过票数须为 1 到 50 之间的整数',
    ]);
    expect(messages([node({ mode: 'vote', threshold: 2 })])[0]).toMatch(/审批人数（1）/);
  });

  it("counts a role's holders where the caller knows them, and leaves an unknown count to whoever does", () => {
    const vote = node({ source: 'role', roleId: 3, mode: 'vote', threshold: 4 });
    expect(messages([vote])).toEqual([]);
    expect(messages([vote], { roleHolders: { 3: 3 } })).toEqual([
      'nodes[0].threshold: 第 1 行通过票数不能超过可计票的审批人数（3）',
    ]);
    expect(messages([vote], { roleHolders: { 3: 4 } })).toEqual([]);
  });

  it('wants a condition amount that is money, and known sources and modes', () => {
    expect(
      messages([
        node({ minAmount: '10.001' }),
        node({ source: 'robot' as DefinitionNodeValues['source'], mode: 'vote', threshold: null }),
      ]),
    ).toEqual([
      'nodes[0].minAmount: 第 1 行起始金额最多两位小数',
      'nodes[1].source: 第 2 行审批人来源的取值无效',
    ]);
  });

  it('judges each node alone: a bad name in one node does not hide what another lacks', () => {
    const nodes = [node({ name: '' }), node({ source: 'users' })];
    expect(definitionNodeErrors(nodes, noCounts).map((error) => error.field)).toEqual([
      'nodes[0].name',
      'nodes[1].userIds',
    ]);
    // What one field of the editor shows, as the page asks for it.
    expect(validateField(approvalDefinitionForm, { nodes }, 'nodes[1].userIds', noCounts)?.message).toBe(
      'minItems',
    );
    expect(validateField(approvalDefinitionForm, { nodes }, 'nodes[1].name', noCounts)).toBeNull();
  });
});
