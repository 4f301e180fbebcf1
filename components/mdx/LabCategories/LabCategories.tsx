import { labTests } from '../../../lib/data/priceData.ts'

/**
 * <LabCategories /> in MDX: the lab price list's categories, as a list, in the
 * order of labTests.yaml. A page that names them reads them from the data, so
 * a category added, renamed or removed in the editor changes the page too.
 */
export function LabCategories() {
  return (
    <ul>
      {labTests.categories.map((category) => (
        <li key={category.title}>{category.title}</li>
      ))}
    </ul>
  )
}
