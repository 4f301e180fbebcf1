// `npm run cms:config`: prints the browser editor's configuration that the build
// writes to /admin/config.yml, generated from the schemas (lib/cms/cmsConfig.ts).
// CMS_BACKEND=test-repo prints the configuration of the tests' build.
import { cmsConfigYaml } from '../lib/cms/adminFiles.ts'

const config = cmsConfigYaml(process.cwd())
if (config) process.stdout.write(config)
else {
  console.error(
    'Edytor nie jest skonfigurowany: utwórz plik editor.yaml w głównym folderze projektu, ze sposobem logowania (docs/edycja/pierwsze-uruchomienie.md).',
  )
  process.exit(1)
}
