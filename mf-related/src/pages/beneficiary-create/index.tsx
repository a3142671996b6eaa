import { useMemo, useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import Radio from '@arco-design/web-react/es/Radio';
import Result from '@arco-design/web-react/es/Result';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@pm/web/router';
import { useBtn } from '@pm/web/auth';
import { BENEFICIARY_TYPES, type BeneficiaryType } from '@pm/domain/shapes';
import { BENEFICIARY_BUTTONS } from '@pm/domain/workflow';
import { useGetBeneficiaryFormQuery } from '../../features/beneficiary/api/get-beneficiary-form';
import {
  companyValuesOf,
  newCompanyValues,
  newPersonValues,
  personValuesOf,
} from '../../features/beneficiary/beneficiary-values';
import { QueryState } from '@pm/web/ui';
import { beneficiaryListPath, idParam } from '../../shared/paths';
import { NS } from '../../locale';
import { CompanyEditor } from './company-editor';
import { PersonEditor } from './person-editor';

const typeParam = (value: string | null): BeneficiaryType =>
  (BENEFICIARY_TYPES as readonly string[]).includes(value ?? '') ? (value as BeneficiaryType) : 'person';

/**
 * `/related/benefit/create?type=person|company`: a new beneficiary of either kind (a switch between them keeps
 * what each form holds); with `&id=`, the same form filled with a saved record, to edit it.
 */
export function BeneficiaryCreatePage() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const type = typeParam(params.get('type'));
  const allowed = useBtn([id === undefined ? BENEFICIARY_BUTTONS.create : BENEFICIARY_BUTTONS.update]);
  if (!allowed) return <NoPermission type={type} />;
  return id === undefined ? <CreateBeneficiary type={type} /> : <EditBeneficiary id={id} />;
}

function NoPermission({ type }: { type: BeneficiaryType }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  return (
    <Card>
      <Result
        status="403"
        title={t('beneficiary.form.noPermission')}
        extra={
          <Button onClick={() => navigate(beneficiaryListPath(type))}>{t('beneficiary.form.back')}</Button>
        }
      />
    </Card>
  );
}

function CreateBeneficiary({ type }: { type: BeneficiaryType }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const [personValues] = useState(newPersonValues);
  const [companyValues] = useState(newCompanyValues);
  const back = () => navigate(beneficiaryListPath(type));
  const pick = (next: BeneficiaryType) => setParams({ type: next }, { replace: true });
  return (
    <Card
      title={t(`beneficiary.create.${type}`)}
      extra={
        <Radio.Group
          type="button"
          value={type}
          onChange={pick}
          aria-label={t('beneficiary.form.kind')}
          options={BENEFICIARY_TYPES.map((kind) => ({ value: kind, label: t(`beneficiary.kinds.${kind}`) }))}
        />
      }
    >
      {/* Both stay mounted: switching kinds and back keeps what was typed in each. */}
      <div hidden={type !== 'person'}>
        <PersonEditor initialValues={personValues} onCancel={back} />
      </div>
      <div hidden={type !== 'company'}>
        <CompanyEditor initialValues={companyValues} onCancel={back} />
      </div>
    </Card>
  );
}

function EditBeneficiary({ id }: { id: number }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { currentData: saved, isFetching, error, refetch } = useGetBeneficiaryFormQuery(id);
  const editing = useMemo(() => (saved ? { id: saved.id, version: saved.version } : undefined), [saved]);
  const personValues = useMemo(() => (saved?.person ? personValuesOf(saved) : null), [saved]);
  const companyValues = useMemo(() => (saved?.company ? companyValuesOf(saved) : null), [saved]);
  if (!saved || !editing) {
    return (
      <Card>
        <QueryState isLoading={isFetching} error={error} refetch={refetch} />
      </Card>
    );
  }
  const back = () => navigate(-1);
  return (
    <Card
      title={t(`beneficiary.form.edit.${saved.type}`, { name: saved.person?.name ?? saved.company?.name })}
    >
      {personValues && <PersonEditor initialValues={personValues} editing={editing} onCancel={back} />}
      {companyValues && <CompanyEditor initialValues={companyValues} editing={editing} onCancel={back} />}
    </Card>
  );
}
