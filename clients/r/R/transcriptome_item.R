#' Create a new TranscriptomeItem
#'
#' @description
#' One dataset (runs grouped per BioProject and condition).
#'
#' @docType class
#' @title TranscriptomeItem
#' @description TranscriptomeItem Class
#' @format An \code{R6Class} generator object
#' @field id  character
#' @field speciesSlug The species' taxonomy slug, or for an organism the taxonomy lacks (e.g. `ostrinia-furnacalis`) the slug of its name; as `species` filter it gives the same datasets as the scientific name. character
#' @field scientificName Organism as the source names it; always a lepidopteran (runs of other organisms in the sources — parasitoids, host plants, microbes, viruses — are not loaded). character
#' @field datasetName  character
#' @field condition Condition label composed from tissue, stage, sex and treatment; null when the source states none. character
#' @field platform Sequencing platform; null when the source does not state it. character
#' @field source  character
#' @field download The species' downloads (`/species/{speciesSlug}/downloads?datasetType=transcriptome`), which list this dataset's run file; every link answers 200. character
#' @field runCount  integer
#' @field bioproject  character
#' @field tissue Tissue in one canonical form: words in lower case (proper names such as `Malpighian` and sample codes kept), and the sources' variants of one tissue merged — \"Whole body\", \"whole body\", the typo \"holl body\", \"whole organism\" and \"whole insect\" are all `whole body`. character
#' @field devStage  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
TranscriptomeItem <- R6::R6Class(
  "TranscriptomeItem",
  public = list(
    `id` = NULL,
    `speciesSlug` = NULL,
    `scientificName` = NULL,
    `datasetName` = NULL,
    `condition` = NULL,
    `platform` = NULL,
    `source` = NULL,
    `download` = NULL,
    `runCount` = NULL,
    `bioproject` = NULL,
    `tissue` = NULL,
    `devStage` = NULL,

    #' @description
    #' Initialize a new TranscriptomeItem class.
    #'
    #' @param id id
    #' @param speciesSlug The species' taxonomy slug, or for an organism the taxonomy lacks (e.g. `ostrinia-furnacalis`) the slug of its name; as `species` filter it gives the same datasets as the scientific name.
    #' @param scientificName Organism as the source names it; always a lepidopteran (runs of other organisms in the sources — parasitoids, host plants, microbes, viruses — are not loaded).
    #' @param datasetName datasetName
    #' @param condition Condition label composed from tissue, stage, sex and treatment; null when the source states none.
    #' @param platform Sequencing platform; null when the source does not state it.
    #' @param source source
    #' @param download The species' downloads (`/species/{speciesSlug}/downloads?datasetType=transcriptome`), which list this dataset's run file; every link answers 200.
    #' @param runCount runCount
    #' @param bioproject bioproject
    #' @param tissue Tissue in one canonical form: words in lower case (proper names such as `Malpighian` and sample codes kept), and the sources' variants of one tissue merged — \"Whole body\", \"whole body\", the typo \"holl body\", \"whole organism\" and \"whole insect\" are all `whole body`.
    #' @param devStage devStage
    #' @param ... Other optional arguments.
    initialize = function(`id`, `speciesSlug`, `scientificName`, `datasetName`, `condition`, `platform`, `source`, `download`, `runCount`, `bioproject`, `tissue`, `devStage`, ...) {
      if (!missing(`id`)) {
        if (!(is.character(`id`) && length(`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be a string:", `id`))
        }
        self$`id` <- `id`
      }
      if (!missing(`speciesSlug`)) {
        if (!(is.character(`speciesSlug`) && length(`speciesSlug`) == 1)) {
          stop(paste("Error! Invalid data for `speciesSlug`. Must be a string:", `speciesSlug`))
        }
        self$`speciesSlug` <- `speciesSlug`
      }
      if (!missing(`scientificName`)) {
        if (!(is.character(`scientificName`) && length(`scientificName`) == 1)) {
          stop(paste("Error! Invalid data for `scientificName`. Must be a string:", `scientificName`))
        }
        self$`scientificName` <- `scientificName`
      }
      if (!missing(`datasetName`)) {
        if (!(is.character(`datasetName`) && length(`datasetName`) == 1)) {
          stop(paste("Error! Invalid data for `datasetName`. Must be a string:", `datasetName`))
        }
        self$`datasetName` <- `datasetName`
      }
      if (!missing(`condition`)) {
        if (!(is.character(`condition`) && length(`condition`) == 1)) {
          stop(paste("Error! Invalid data for `condition`. Must be a string:", `condition`))
        }
        self$`condition` <- `condition`
      }
      if (!missing(`platform`)) {
        if (!(is.character(`platform`) && length(`platform`) == 1)) {
          stop(paste("Error! Invalid data for `platform`. Must be a string:", `platform`))
        }
        self$`platform` <- `platform`
      }
      if (!missing(`source`)) {
        if (!(is.character(`source`) && length(`source`) == 1)) {
          stop(paste("Error! Invalid data for `source`. Must be a string:", `source`))
        }
        self$`source` <- `source`
      }
      if (!missing(`download`)) {
        if (!(is.character(`download`) && length(`download`) == 1)) {
          stop(paste("Error! Invalid data for `download`. Must be a string:", `download`))
        }
        self$`download` <- `download`
      }
      if (!missing(`runCount`)) {
        if (!(is.numeric(`runCount`) && length(`runCount`) == 1)) {
          stop(paste("Error! Invalid data for `runCount`. Must be an integer:", `runCount`))
        }
        self$`runCount` <- `runCount`
      }
      if (!missing(`bioproject`)) {
        if (!(is.character(`bioproject`) && length(`bioproject`) == 1)) {
          stop(paste("Error! Invalid data for `bioproject`. Must be a string:", `bioproject`))
        }
        self$`bioproject` <- `bioproject`
      }
      if (!missing(`tissue`)) {
        if (!(is.character(`tissue`) && length(`tissue`) == 1)) {
          stop(paste("Error! Invalid data for `tissue`. Must be a string:", `tissue`))
        }
        self$`tissue` <- `tissue`
      }
      if (!missing(`devStage`)) {
        if (!(is.character(`devStage`) && length(`devStage`) == 1)) {
          stop(paste("Error! Invalid data for `devStage`. Must be a string:", `devStage`))
        }
        self$`devStage` <- `devStage`
      }
    },

    #' @description
    #' Convert to an R object. This method is deprecated. Use `toSimpleType()` instead.
    toJSON = function() {
      .Deprecated(new = "toSimpleType", msg = "Use the '$toSimpleType()' method instead since that is more clearly named. Use '$toJSONString()' to get a JSON string")
      return(self$toSimpleType())
    },

    #' @description
    #' Convert to a List
    #'
    #' Convert the R6 object to a list to work more easily with other tooling.
    #'
    #' @return TranscriptomeItem as a base R list.
    #' @examples
    #' # convert array of TranscriptomeItem (x) to a data frame
    #' \dontrun{
    #' library(purrr)
    #' library(tibble)
    #' df <- x |> map(\(y)y$toList()) |> map(as_tibble) |> list_rbind()
    #' df
    #' }
    toList = function() {
      return(self$toSimpleType())
    },

    #' @description
    #' Convert TranscriptomeItem to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      TranscriptomeItemObject <- list()
      if (!is.null(self$`id`)) {
        TranscriptomeItemObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`speciesSlug`)) {
        TranscriptomeItemObject[["speciesSlug"]] <-
          self$`speciesSlug`
      }
      if (!is.null(self$`scientificName`)) {
        TranscriptomeItemObject[["scientificName"]] <-
          self$`scientificName`
      }
      if (!is.null(self$`datasetName`)) {
        TranscriptomeItemObject[["datasetName"]] <-
          self$`datasetName`
      }
      if (!is.null(self$`condition`)) {
        TranscriptomeItemObject[["condition"]] <-
          self$`condition`
      }
      if (!is.null(self$`platform`)) {
        TranscriptomeItemObject[["platform"]] <-
          self$`platform`
      }
      if (!is.null(self$`source`)) {
        TranscriptomeItemObject[["source"]] <-
          self$`source`
      }
      if (!is.null(self$`download`)) {
        TranscriptomeItemObject[["download"]] <-
          self$`download`
      }
      if (!is.null(self$`runCount`)) {
        TranscriptomeItemObject[["runCount"]] <-
          self$`runCount`
      }
      if (!is.null(self$`bioproject`)) {
        TranscriptomeItemObject[["bioproject"]] <-
          self$`bioproject`
      }
      if (!is.null(self$`tissue`)) {
        TranscriptomeItemObject[["tissue"]] <-
          self$`tissue`
      }
      if (!is.null(self$`devStage`)) {
        TranscriptomeItemObject[["devStage"]] <-
          self$`devStage`
      }
      return(TranscriptomeItemObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of TranscriptomeItem
    #'
    #' @param input_json the JSON input
    #' @return the instance of TranscriptomeItem
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`speciesSlug`)) {
        self$`speciesSlug` <- this_object$`speciesSlug`
      }
      if (!is.null(this_object$`scientificName`)) {
        self$`scientificName` <- this_object$`scientificName`
      }
      if (!is.null(this_object$`datasetName`)) {
        self$`datasetName` <- this_object$`datasetName`
      }
      if (!is.null(this_object$`condition`)) {
        self$`condition` <- this_object$`condition`
      }
      if (!is.null(this_object$`platform`)) {
        self$`platform` <- this_object$`platform`
      }
      if (!is.null(this_object$`source`)) {
        self$`source` <- this_object$`source`
      }
      if (!is.null(this_object$`download`)) {
        self$`download` <- this_object$`download`
      }
      if (!is.null(this_object$`runCount`)) {
        self$`runCount` <- this_object$`runCount`
      }
      if (!is.null(this_object$`bioproject`)) {
        self$`bioproject` <- this_object$`bioproject`
      }
      if (!is.null(this_object$`tissue`)) {
        self$`tissue` <- this_object$`tissue`
      }
      if (!is.null(this_object$`devStage`)) {
        self$`devStage` <- this_object$`devStage`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return TranscriptomeItem in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of TranscriptomeItem
    #'
    #' @param input_json the JSON input
    #' @return the instance of TranscriptomeItem
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`speciesSlug` <- this_object$`speciesSlug`
      self$`scientificName` <- this_object$`scientificName`
      self$`datasetName` <- this_object$`datasetName`
      self$`condition` <- this_object$`condition`
      self$`platform` <- this_object$`platform`
      self$`source` <- this_object$`source`
      self$`download` <- this_object$`download`
      self$`runCount` <- this_object$`runCount`
      self$`bioproject` <- this_object$`bioproject`
      self$`tissue` <- this_object$`tissue`
      self$`devStage` <- this_object$`devStage`
      self
    },

    #' @description
    #' Validate JSON input with respect to TranscriptomeItem and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `id`
      if (!is.null(input_json$`id`)) {
        if (!(is.character(input_json$`id`) && length(input_json$`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be a string:", input_json$`id`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeItem: the required field `id` is missing."))
      }
      # check the required field `speciesSlug`
      if (!is.null(input_json$`speciesSlug`)) {
        if (!(is.character(input_json$`speciesSlug`) && length(input_json$`speciesSlug`) == 1)) {
          stop(paste("Error! Invalid data for `speciesSlug`. Must be a string:", input_json$`speciesSlug`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeItem: the required field `speciesSlug` is missing."))
      }
      # check the required field `scientificName`
      if (!is.null(input_json$`scientificName`)) {
        if (!(is.character(input_json$`scientificName`) && length(input_json$`scientificName`) == 1)) {
          stop(paste("Error! Invalid data for `scientificName`. Must be a string:", input_json$`scientificName`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeItem: the required field `scientificName` is missing."))
      }
      # check the required field `datasetName`
      if (!is.null(input_json$`datasetName`)) {
        if (!(is.character(input_json$`datasetName`) && length(input_json$`datasetName`) == 1)) {
          stop(paste("Error! Invalid data for `datasetName`. Must be a string:", input_json$`datasetName`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeItem: the required field `datasetName` is missing."))
      }
      # check the required field `condition`
      if (!is.null(input_json$`condition`)) {
        if (!(is.character(input_json$`condition`) && length(input_json$`condition`) == 1)) {
          stop(paste("Error! Invalid data for `condition`. Must be a string:", input_json$`condition`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeItem: the required field `condition` is missing."))
      }
      # check the required field `platform`
      if (!is.null(input_json$`platform`)) {
        if (!(is.character(input_json$`platform`) && length(input_json$`platform`) == 1)) {
          stop(paste("Error! Invalid data for `platform`. Must be a string:", input_json$`platform`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeItem: the required field `platform` is missing."))
      }
      # check the required field `source`
      if (!is.null(input_json$`source`)) {
        if (!(is.character(input_json$`source`) && length(input_json$`source`) == 1)) {
          stop(paste("Error! Invalid data for `source`. Must be a string:", input_json$`source`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeItem: the required field `source` is missing."))
      }
      # check the required field `download`
      if (!is.null(input_json$`download`)) {
        if (!(is.character(input_json$`download`) && length(input_json$`download`) == 1)) {
          stop(paste("Error! Invalid data for `download`. Must be a string:", input_json$`download`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeItem: the required field `download` is missing."))
      }
      # check the required field `runCount`
      if (!is.null(input_json$`runCount`)) {
        if (!(is.numeric(input_json$`runCount`) && length(input_json$`runCount`) == 1)) {
          stop(paste("Error! Invalid data for `runCount`. Must be an integer:", input_json$`runCount`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeItem: the required field `runCount` is missing."))
      }
      # check the required field `bioproject`
      if (!is.null(input_json$`bioproject`)) {
        if (!(is.character(input_json$`bioproject`) && length(input_json$`bioproject`) == 1)) {
          stop(paste("Error! Invalid data for `bioproject`. Must be a string:", input_json$`bioproject`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeItem: the required field `bioproject` is missing."))
      }
      # check the required field `tissue`
      if (!is.null(input_json$`tissue`)) {
        if (!(is.character(input_json$`tissue`) && length(input_json$`tissue`) == 1)) {
          stop(paste("Error! Invalid data for `tissue`. Must be a string:", input_json$`tissue`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeItem: the required field `tissue` is missing."))
      }
      # check the required field `devStage`
      if (!is.null(input_json$`devStage`)) {
        if (!(is.character(input_json$`devStage`) && length(input_json$`devStage`) == 1)) {
          stop(paste("Error! Invalid data for `devStage`. Must be a string:", input_json$`devStage`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeItem: the required field `devStage` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of TranscriptomeItem
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `id` is null
      if (is.null(self$`id`)) {
        return(FALSE)
      }

      # check if the required `speciesSlug` is null
      if (is.null(self$`speciesSlug`)) {
        return(FALSE)
      }

      if (!str_detect(self$`speciesSlug`, "^[a-z0-9]+(?:-[a-z0-9]+)*$")) {
        return(FALSE)
      }

      # check if the required `scientificName` is null
      if (is.null(self$`scientificName`)) {
        return(FALSE)
      }

      # check if the required `datasetName` is null
      if (is.null(self$`datasetName`)) {
        return(FALSE)
      }

      # check if the required `source` is null
      if (is.null(self$`source`)) {
        return(FALSE)
      }

      # check if the required `download` is null
      if (is.null(self$`download`)) {
        return(FALSE)
      }

      # check if the required `runCount` is null
      if (is.null(self$`runCount`)) {
        return(FALSE)
      }

      if (self$`runCount` < 0) {
        return(FALSE)
      }

      TRUE
    },

    #' @description
    #' Return a list of invalid fields (if any).
    #'
    #' @return A list of invalid fields (if any).
    getInvalidFields = function() {
      invalid_fields <- list()
      # check if the required `id` is null
      if (is.null(self$`id`)) {
        invalid_fields["id"] <- "Non-nullable required field `id` cannot be null."
      }

      # check if the required `speciesSlug` is null
      if (is.null(self$`speciesSlug`)) {
        invalid_fields["speciesSlug"] <- "Non-nullable required field `speciesSlug` cannot be null."
      }

      if (!str_detect(self$`speciesSlug`, "^[a-z0-9]+(?:-[a-z0-9]+)*$")) {
        invalid_fields["speciesSlug"] <- "Invalid value for `speciesSlug`, must conform to the pattern ^[a-z0-9]+(?:-[a-z0-9]+)*$."
      }

      # check if the required `scientificName` is null
      if (is.null(self$`scientificName`)) {
        invalid_fields["scientificName"] <- "Non-nullable required field `scientificName` cannot be null."
      }

      # check if the required `datasetName` is null
      if (is.null(self$`datasetName`)) {
        invalid_fields["datasetName"] <- "Non-nullable required field `datasetName` cannot be null."
      }

      # check if the required `source` is null
      if (is.null(self$`source`)) {
        invalid_fields["source"] <- "Non-nullable required field `source` cannot be null."
      }

      # check if the required `download` is null
      if (is.null(self$`download`)) {
        invalid_fields["download"] <- "Non-nullable required field `download` cannot be null."
      }

      # check if the required `runCount` is null
      if (is.null(self$`runCount`)) {
        invalid_fields["runCount"] <- "Non-nullable required field `runCount` cannot be null."
      }

      if (self$`runCount` < 0) {
        invalid_fields["runCount"] <- "Invalid value for `runCount`, must be bigger than or equal to 0."
      }

      invalid_fields
    },

    #' @description
    #' Print the object
    print = function() {
      print(jsonlite::prettify(self$toJSONString()))
      invisible(self)
    }
  ),
  # Lock the class to prevent modifications to the method or field
  lock_class = TRUE
)
## Uncomment below to unlock the class to allow modifications of the method or field
# TranscriptomeItem$unlock()
#
## Below is an example to define the print function
# TranscriptomeItem$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# TranscriptomeItem$lock()

