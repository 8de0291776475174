import {
  automaticFieldNotes,
  type FieldMapping,
  type MappableField,
  mappableFields,
  newMappableFields,
} from '@pillars/shared/imports/bubble-mapping';
import { bubbleImportTexts as texts } from '@pillars/shared/imports/messages';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';

const selectClass =
  'block h-10 w-full min-w-0 rounded-lg border border-control bg-white px-3 text-sm text-slate-900 shadow-sm outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-1';

/**
 * Field Mapping Configuration (spec 02): the fields set automatically, then a dropdown per
 * remaining product field offering every field seen in the records (VideoURL always).
 */
export function FieldMappingTable({
  mapping,
  sourceFields,
  onChange,
}: {
  mapping: FieldMapping;
  sourceFields: string[];
  onChange: (field: MappableField, source: string | null) => void;
}) {
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{texts.mappingHeading}</CardTitle>
        <CardDescription>Set automatically: {automaticFieldNotes.join('; ')}.</CardDescription>
      </CardHeader>
      <CardContent>
        <table className="w-full table-fixed text-sm">
          <thead>
            <tr className="text-left text-slate-500">
              <th scope="col" className="w-2/5 pb-2 font-medium">
                Article field
              </th>
              <th scope="col" className="pb-2 font-medium">
                Bubble.io field
              </th>
            </tr>
          </thead>
          <tbody>
            {mappableFields.map((field) => {
              // A mapped field the records no longer have stays selectable (it is still the mapping).
              const options = [...new Set([...sourceFields, ...(mapping[field] ? [mapping[field]] : [])])];
              return (
                <tr key={field} className="border-t border-slate-100">
                  <td className="py-2 pr-3 align-middle">
                    <label htmlFor={`${id}-${field}`} className="font-mono text-xs break-all text-slate-800">
                      {field}
                    </label>
                    {newMappableFields.includes(field) ? (
                      <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                        {texts.newBadge}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2">
                    <select
                      id={`${id}-${field}`}
                      className={selectClass}
                      value={mapping[field] ?? ''}
                      onChange={(event) => onChange(field, event.target.value || null)}
                    >
                      <option value="">{texts.notMapped}</option>
                      {options.map((source) => (
                        <option key={source} value={source}>
                          {source}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
