export { ReportFields, useTemplateText, type ReportFieldsProps } from './report-fields';
export { ReportValuesView, type ReportValuesViewProps } from './report-values-view';
