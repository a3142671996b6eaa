import Form from '@arco-design/web-react/es/Form';
import Grid from '@arco-design/web-react/es/Grid';
import { render, screen } from '@testing-library/react';
import { renderPage, staff, user } from '../../testing/test-harness';
import { IdentityFields } from './party-fields';

const item = (field: string) => ({ field, label: field, rules: [] });

describe('IdentityFields', () => {
  it('names the ID types in the page’s words and hands over the ID number as typed', async () => {
    const typed = jest.fn();
    render(
      <Form>
        <Grid.Row>
          <IdentityFields
            item={item}
            texts={{ idTypes: 'volunteer.idType', genders: 'volunteer.gender' }}
            idNumberExtra="原号码 1101********1234"
            onIdNumberChange={typed}
          />
        </Grid.Row>
      </Form>,
    );
    expect(screen.getByText('原号码 1101********1234')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'idNumber' }), '11');
    expect(typed).toHaveBeenLastCalledWith('11', expect.anything());
    await user.click(screen.getAllByRole('combobox')[0]!);
    expect(await screen.findByText('居民身份证')).toBeInTheDocument();
    expect(screen.getByText('护照')).toBeInTheDocument();
  });

  it('leaves an empty gender to the product’s "choose" placeholder, in the page language', () => {
    // As a new record's form starts: the field table's empty values are ''.
    const fields = (
      <Form initialValues={{ idType: '', gender: '' }}>
        <Grid.Row>
          <IdentityFields item={item} texts={{ idTypes: 'volunteer.idType', genders: 'volunteer.gender' }} />
        </Grid.Row>
      </Form>
    );
    // Both selects (ID type and gender) are empty here: each says "choose".
    const shown = (container: HTMLElement) =>
      [...container.querySelectorAll('.arco-select-view-value')].map((node) => node.textContent);
    const zh = renderPage(fields, { url: '/', subject: staff([]), replies: {} });
    expect(shown(zh.container)).toEqual(['请选择', '请选择']);
    zh.unmount();
    const en = renderPage(fields, { url: '/', subject: staff([]), replies: {}, locale: 'en-US' });
    expect(shown(en.container)).toEqual(['Please select', 'Please select']);
  });
});
