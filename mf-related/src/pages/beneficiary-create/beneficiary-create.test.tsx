import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { Route, Routes } from '@pm/web/router';
import type { FakeReply } from '@pm/web/api/test-adapter';
import { newPersonValues } from '../../features/beneficiary/beneficiary-values';
import { beneficiaryDetailFixture } from '../../features/beneficiary/testing/fixtures';
import { Location, renderPage, sentTo, staff, user, type Replies } from '../../testing/test-harness';
import { BeneficiaryCreatePage } from './index';

const VALID_ID = '530102198604121232';
const WRONG_CHECK_DIGIT = '530102198604121231';
const MINOR_ID = '530102201506011245';

type Reply = (config: InternalAxiosRequestConfig) => FakeReply;

function renderCreate(options: { url?: string; replies?: Replies; codes?: string[] } = {}) {
  return renderPage(
    <>
      <Routes>
        <Route path="/related/benefit/create" element={<BeneficiaryCreatePage />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </>,
    {
      url: options.url ?? '/related/benefit/create?type=person',
      subject: staff(options.codes ?? ['beneficiary', 'beneficiary:create', 'beneficiary:update']),
      replies: {
        'GET /pm/dicts/vulnerability_tag': [],
        'GET /pm/dicts/beneficiary_source': [],
        'GET /pm/dicts/guardian_relation': [{ value: 'parent', labelZh: '父母', labelEn: 'Parent' }],
        'GET /pm/dicts/org_type': [{ value: 'school', labelZh: '学校', labelEn: 'School' }],
        'GET /pm/area': [{ code: '530102', name: '五华区' }],
        'POST /pm/beneficiaries/duplicates': { list: [] },
        ...options.replies,
      },
    },
  );
}

const personForm = () => screen.getByRole('form', { name: '新建个人受益人' });
/** A field's accessible name, without the asterisk of a required one. */
const named = (label: string) => (name: string) => name.replace('*', '').trim() === label;
const box = (label: string, form: HTMLElement = personForm()) =>
  within(form).getByRole('textbox', { name: named(label) });

/** An Arco select by its form label (its combobox is a div, which a <label for> does not name). */
function combobox(label: string, form: HTMLElement = personForm()): HTMLElement {
  const element = [...form.querySelectorAll('label')].find((each) => each.textContent?.trim() === label);
  return document.getElementById(element!.htmlFor)!;
}

async function pickArea(form: HTMLElement = personForm()) {
  await user.click(combobox('所在地区', form));
  await user.click(await screen.findByText('五华区', { selector: '.arco-cascader-list-item-label' }));
}

async function fillPerson(idNumber = VALID_ID) {
  await user.type(box('姓名'), '张三');
  await user.type(box('证件号码'), idNumber);
  await pickArea();
}

describe('BeneficiaryCreatePage', () => {
  it('says a wrong check digit as it is typed, and a right number fills in the birth date and gender', async () => {
    renderCreate();
    await user.type(await screen.findByRole('textbox', { name: named('证件号码') }), WRONG_CHECK_DIGIT);
    expect(await screen.findByText('证件号码校验位不正确，请核对')).toBeInTheDocument();

    await user.clear(box('证件号码'));
    await user.type(box('证件号码'), VALID_ID);
    await waitFor(() => expect(screen.queryByText('证件号码校验位不正确，请核对')).not.toBeInTheDocument());
    expect(within(personForm()).getByDisplayValue('1986-04-12')).toBeInTheDocument();
    expect(within(combobox('性别')).getByText('男')).toBeInTheDocument();
  });

  it('warns of possible duplicates by name and birth date, with a link to each', async () => {
    const { sent } = renderCreate({
      replies: {
        'POST /pm/beneficiaries/duplicates': {
          list: [
            {
              id: 9,
              type: 'person',
              name: '张三',
              status: 'active',
              idNumber: '530***********1232',
              mobile: '138****5678',
              birthDate: '1986-04-12',
              areaCode: '530102',
              reasons: ['nameBirthDate'],
            },
          ],
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: named('姓名') }), '张三');
    await user.type(box('证件号码'), VALID_ID);
    const warning = await screen.findByText('可能重复：已有 1 条相似的记录');
    expect(warning).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '张三' })).toHaveAttribute(
      'href',
      '/related/benefit/person/detail?id=9',
    );
    expect(screen.getByText(/姓名和出生日期相同/)).toBeInTheDocument();
    expect(sentTo(sent, 'POST /pm/beneficiaries/duplicates').at(-1)?.body).toEqual({
      type: 'person',
      name: '张三',
      birthDate: '1986-04-12',
      idType: 'resident_id',
      idNumber: VALID_ID,
    });
  });

  it('opens the guardian fields for a minor and asks for them', async () => {
    renderCreate();
    await screen.findByRole('textbox', { name: named('姓名') });
    const guardian = document.querySelector<HTMLElement>('[aria-label="监护人"]')!;
    expect(guardian).not.toBeVisible();
    await fillPerson(MINOR_ID);
    await waitFor(() => expect(guardian).toBeVisible());
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findAllByText(/未满 18 周岁，请填写/)).toHaveLength(3);
  });

  it('names the record a 409 clashes with, linked, and keeps what was typed', async () => {
    const create: Reply = () => ({
      status: 409,
      body: {
        data: { existing: { id: 5, type: 'person', name: '张三（已登记）', status: 'active' } },
        status: 'fail',
        msg: '该证件号码已登记',
        code: 50000,
      },
    });
    const { sent } = renderCreate({ replies: { 'POST /pm/beneficiaries/persons': create } });
    await screen.findByRole('textbox', { name: named('姓名') });
    await fillPerson();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('该证件号码已登记')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '张三（已登记）' })).toHaveAttribute(
      'href',
      '/related/benefit/person/detail?id=5',
    );
    expect(box('姓名')).toHaveValue('张三');
    expect(box('证件号码')).toHaveValue(VALID_ID);
    expect(sentTo(sent, 'POST /pm/beneficiaries/persons')[0]?.body).toMatchObject({
      name: '张三',
      idType: 'resident_id',
      idNumber: VALID_ID,
      birthDate: '1986-04-12',
      gender: 'male',
      areaCode: '530102',
    });
  });

  it("puts a 422's messages under their fields", async () => {
    const create: Reply = () => ({
      status: 422,
      body: {
        data: { errors: [{ field: 'mobile', message: '手机号须为 11 位手机号码' }] },
        status: 'fail',
        msg: '请检查填写的内容',
        code: 50000,
      },
    });
    renderCreate({ replies: { 'POST /pm/beneficiaries/persons': create } });
    await screen.findByRole('textbox', { name: named('姓名') });
    await fillPerson();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('手机号须为 11 位手机号码')).toBeInTheDocument();
    expect(box('姓名')).toHaveValue('张三');
  });

  it('saves and opens the new record', async () => {
    renderCreate({
      replies: { 'POST /pm/beneficiaries/persons': beneficiaryDetailFixture({ id: 12, name: '张三' }) },
    });
    await screen.findByRole('textbox', { name: named('姓名') });
    await fillPerson();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(screen.getByLabelText('url')).toHaveTextContent('/related/benefit/person/detail?id=12'),
    );
  });

  it("checks a company's credit code as it is typed", async () => {
    renderCreate({ url: '/related/benefit/create?type=company' });
    const form = await screen.findByRole('form', { name: '新建机构受益人' });
    await user.type(box('统一社会信用代码', form), '91350100M000100Y44');
    expect(await screen.findByText('统一社会信用代码校验码不正确，请核对')).toBeInTheDocument();
    await user.clear(box('统一社会信用代码', form));
    await user.type(box('统一社会信用代码', form), '91350100M000100Y43');
    await waitFor(() =>
      expect(screen.queryByText('统一社会信用代码校验码不正确，请核对')).not.toBeInTheDocument(),
    );
  });

  it('keeps what each kind holds when switching between them', async () => {
    renderCreate();
    await user.type(await screen.findByRole('textbox', { name: named('姓名') }), '张三');
    await user.click(screen.getByRole('radio', { name: '机构' }));
    const company = await screen.findByRole('form', { name: '新建机构受益人' });
    await user.type(box('单位名称', company), '五华区合作社');
    await user.click(screen.getByRole('radio', { name: '个人' }));
    expect(box('姓名')).toHaveValue('张三');
    expect(screen.getByLabelText('url')).toHaveTextContent('/related/benefit/create?type=person');
  });

  it('edits a saved person: opens its values, keeps a blank ID number, sends the version read', async () => {
    const saved = {
      id: 7,
      type: 'person',
      version: 3,
      company: null,
      person: {
        ...newPersonValues(),
        name: '张三',
        gender: 'male',
        birthDate: '1986-04-12',
        mobile: '13800000001',
        areaCode: '530102',
      },
    };
    const { sent } = renderCreate({
      url: '/related/benefit/create?id=7',
      replies: {
        'GET /pm/beneficiaries/7/form': saved,
        'PUT /pm/beneficiaries/persons/7': beneficiaryDetailFixture({ id: 7, name: '张三' }),
      },
    });
    const form = await screen.findByRole('form', { name: '修改个人受益人' });
    expect(box('姓名', form)).toHaveValue('张三');
    expect(box('手机号', form)).toHaveValue('13800000001');
    expect(screen.getByText('留空则保留已登记的证件号码')).toBeInTheDocument();
    await user.clear(box('姓名', form));
    await user.type(box('姓名', form), '张三丰');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(screen.getByLabelText('url')).toHaveTextContent('/related/benefit/person/detail?id=7'),
    );
    expect(sentTo(sent, 'PUT /pm/beneficiaries/persons/7')[0]?.body).toMatchObject({
      name: '张三丰',
      idNumber: '',
      version: 3,
    });
  });

  it('refuses who may not create', async () => {
    renderCreate({ codes: ['beneficiary'] });
    expect(await screen.findByText('您没有登记或修改受益人的权限')).toBeInTheDocument();
  });
});
