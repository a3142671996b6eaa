import Form from '@arco-design/web-react/es/Form';
import Grid from '@arco-design/web-react/es/Grid';
import { render, screen } from '@testing-library/react';
import { user } from '../../testing/test-harness';
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
});
