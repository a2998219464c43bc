#' Create a new GenomeListItem
#'
#' @description
#' GenomeListItem Class
#'
#' @docType class
#' @title GenomeListItem
#' @description GenomeListItem Class
#' @format An \code{R6Class} generator object
#' @field id Stable readable slug used in `/genomes/{id}`. character
#' @field insectSpecies Scientific name. character
#' @field commonName  character
#' @field family  character
#' @field subfamily  character
#' @field genus  character
#' @field sizeMb Assembly size in megabases. numeric
#' @field n50Kb Scaffold N50 in kilobases. numeric
#' @field buscoCompletePct BUSCO completeness percentage; null when no BUSCO run is known. numeric
#' @field source Data source. character
#' @field sourceUrl  character
#' @field downloadUrl  character
#' @field assemblyAccession  character
#' @field assemblyLevel  \link{AssemblyLevel}
#' @field hasBrowser Whether a genome browser configuration is available: the data places a gene feature on the assembly, or knows the length of one of its sequences (so the default region is a real one). character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
GenomeListItem <- R6::R6Class(
  "GenomeListItem",
  public = list(
    `id` = NULL,
    `insectSpecies` = NULL,
    `commonName` = NULL,
    `family` = NULL,
    `subfamily` = NULL,
    `genus` = NULL,
    `sizeMb` = NULL,
    `n50Kb` = NULL,
    `buscoCompletePct` = NULL,
    `source` = NULL,
    `sourceUrl` = NULL,
    `downloadUrl` = NULL,
    `assemblyAccession` = NULL,
    `assemblyLevel` = NULL,
    `hasBrowser` = NULL,

    #' @description
    #' Initialize a new GenomeListItem class.
    #'
    #' @param id Stable readable slug used in `/genomes/{id}`.
    #' @param insectSpecies Scientific name.
    #' @param commonName commonName
    #' @param family family
    #' @param subfamily subfamily
    #' @param genus genus
    #' @param sizeMb Assembly size in megabases.
    #' @param n50Kb Scaffold N50 in kilobases.
    #' @param buscoCompletePct BUSCO completeness percentage; null when no BUSCO run is known.
    #' @param source Data source.
    #' @param sourceUrl sourceUrl
    #' @param downloadUrl downloadUrl
    #' @param assemblyAccession assemblyAccession
    #' @param assemblyLevel assemblyLevel
    #' @param hasBrowser Whether a genome browser configuration is available: the data places a gene feature on the assembly, or knows the length of one of its sequences (so the default region is a real one).
    #' @param ... Other optional arguments.
    initialize = function(`id`, `insectSpecies`, `commonName`, `family`, `subfamily`, `genus`, `sizeMb`, `n50Kb`, `buscoCompletePct`, `source`, `sourceUrl`, `downloadUrl`, `assemblyAccession`, `assemblyLevel`, `hasBrowser`, ...) {
      if (!missing(`id`)) {
        if (!(is.character(`id`) && length(`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be a string:", `id`))
        }
        self$`id` <- `id`
      }
      if (!missing(`insectSpecies`)) {
        if (!(is.character(`insectSpecies`) && length(`insectSpecies`) == 1)) {
          stop(paste("Error! Invalid data for `insectSpecies`. Must be a string:", `insectSpecies`))
        }
        self$`insectSpecies` <- `insectSpecies`
      }
      if (!missing(`commonName`)) {
        if (!(is.character(`commonName`) && length(`commonName`) == 1)) {
          stop(paste("Error! Invalid data for `commonName`. Must be a string:", `commonName`))
        }
        self$`commonName` <- `commonName`
      }
      if (!missing(`family`)) {
        if (!(is.character(`family`) && length(`family`) == 1)) {
          stop(paste("Error! Invalid data for `family`. Must be a string:", `family`))
        }
        self$`family` <- `family`
      }
      if (!missing(`subfamily`)) {
        if (!(is.character(`subfamily`) && length(`subfamily`) == 1)) {
          stop(paste("Error! Invalid data for `subfamily`. Must be a string:", `subfamily`))
        }
        self$`subfamily` <- `subfamily`
      }
      if (!missing(`genus`)) {
        if (!(is.character(`genus`) && length(`genus`) == 1)) {
          stop(paste("Error! Invalid data for `genus`. Must be a string:", `genus`))
        }
        self$`genus` <- `genus`
      }
      if (!missing(`sizeMb`)) {
        self$`sizeMb` <- `sizeMb`
      }
      if (!missing(`n50Kb`)) {
        self$`n50Kb` <- `n50Kb`
      }
      if (!missing(`buscoCompletePct`)) {
        self$`buscoCompletePct` <- `buscoCompletePct`
      }
      if (!missing(`source`)) {
        if (!(is.character(`source`) && length(`source`) == 1)) {
          stop(paste("Error! Invalid data for `source`. Must be a string:", `source`))
        }
        self$`source` <- `source`
      }
      if (!missing(`sourceUrl`)) {
        if (!(is.character(`sourceUrl`) && length(`sourceUrl`) == 1)) {
          stop(paste("Error! Invalid data for `sourceUrl`. Must be a string:", `sourceUrl`))
        }
        self$`sourceUrl` <- `sourceUrl`
      }
      if (!missing(`downloadUrl`)) {
        if (!(is.character(`downloadUrl`) && length(`downloadUrl`) == 1)) {
          stop(paste("Error! Invalid data for `downloadUrl`. Must be a string:", `downloadUrl`))
        }
        self$`downloadUrl` <- `downloadUrl`
      }
      if (!missing(`assemblyAccession`)) {
        if (!(is.character(`assemblyAccession`) && length(`assemblyAccession`) == 1)) {
          stop(paste("Error! Invalid data for `assemblyAccession`. Must be a string:", `assemblyAccession`))
        }
        self$`assemblyAccession` <- `assemblyAccession`
      }
      if (!missing(`assemblyLevel`)) {
        if (!(`assemblyLevel` %in% c())) {
          stop(paste("Error! \"", `assemblyLevel`, "\" cannot be assigned to `assemblyLevel`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`assemblyLevel`))
        self$`assemblyLevel` <- `assemblyLevel`
      }
      if (!missing(`hasBrowser`)) {
        if (!(is.logical(`hasBrowser`) && length(`hasBrowser`) == 1)) {
          stop(paste("Error! Invalid data for `hasBrowser`. Must be a boolean:", `hasBrowser`))
        }
        self$`hasBrowser` <- `hasBrowser`
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
    #' @return GenomeListItem as a base R list.
    #' @examples
    #' # convert array of GenomeListItem (x) to a data frame
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
    #' Convert GenomeListItem to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      GenomeListItemObject <- list()
      if (!is.null(self$`id`)) {
        GenomeListItemObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`insectSpecies`)) {
        GenomeListItemObject[["insectSpecies"]] <-
          self$`insectSpecies`
      }
      if (!is.null(self$`commonName`)) {
        GenomeListItemObject[["commonName"]] <-
          self$`commonName`
      }
      if (!is.null(self$`family`)) {
        GenomeListItemObject[["family"]] <-
          self$`family`
      }
      if (!is.null(self$`subfamily`)) {
        GenomeListItemObject[["subfamily"]] <-
          self$`subfamily`
      }
      if (!is.null(self$`genus`)) {
        GenomeListItemObject[["genus"]] <-
          self$`genus`
      }
      if (!is.null(self$`sizeMb`)) {
        GenomeListItemObject[["sizeMb"]] <-
          self$`sizeMb`
      }
      if (!is.null(self$`n50Kb`)) {
        GenomeListItemObject[["n50Kb"]] <-
          self$`n50Kb`
      }
      if (!is.null(self$`buscoCompletePct`)) {
        GenomeListItemObject[["buscoCompletePct"]] <-
          self$`buscoCompletePct`
      }
      if (!is.null(self$`source`)) {
        GenomeListItemObject[["source"]] <-
          self$`source`
      }
      if (!is.null(self$`sourceUrl`)) {
        GenomeListItemObject[["sourceUrl"]] <-
          self$`sourceUrl`
      }
      if (!is.null(self$`downloadUrl`)) {
        GenomeListItemObject[["downloadUrl"]] <-
          self$`downloadUrl`
      }
      if (!is.null(self$`assemblyAccession`)) {
        GenomeListItemObject[["assemblyAccession"]] <-
          self$`assemblyAccession`
      }
      if (!is.null(self$`assemblyLevel`)) {
        GenomeListItemObject[["assemblyLevel"]] <-
          self$extractSimpleType(self$`assemblyLevel`)
      }
      if (!is.null(self$`hasBrowser`)) {
        GenomeListItemObject[["hasBrowser"]] <-
          self$`hasBrowser`
      }
      return(GenomeListItemObject)
    },

    extractSimpleType = function(x) {
      if (R6::is.R6(x)) {
        return(x$toSimpleType())
      } else if (!self$hasNestedR6(x)) {
        return(x)
      }
      lapply(x, self$extractSimpleType)
    },

    hasNestedR6 = function(x) {
      if (R6::is.R6(x)) {
        return(TRUE)
      }
      if (is.list(x)) {
        for (item in x) {
          if (self$hasNestedR6(item)) {
            return(TRUE)
          }
        }
      }
      FALSE
    },

    #' @description
    #' Deserialize JSON string into an instance of GenomeListItem
    #'
    #' @param input_json the JSON input
    #' @return the instance of GenomeListItem
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`insectSpecies`)) {
        self$`insectSpecies` <- this_object$`insectSpecies`
      }
      if (!is.null(this_object$`commonName`)) {
        self$`commonName` <- this_object$`commonName`
      }
      if (!is.null(this_object$`family`)) {
        self$`family` <- this_object$`family`
      }
      if (!is.null(this_object$`subfamily`)) {
        self$`subfamily` <- this_object$`subfamily`
      }
      if (!is.null(this_object$`genus`)) {
        self$`genus` <- this_object$`genus`
      }
      if (!is.null(this_object$`sizeMb`)) {
        self$`sizeMb` <- this_object$`sizeMb`
      }
      if (!is.null(this_object$`n50Kb`)) {
        self$`n50Kb` <- this_object$`n50Kb`
      }
      if (!is.null(this_object$`buscoCompletePct`)) {
        self$`buscoCompletePct` <- this_object$`buscoCompletePct`
      }
      if (!is.null(this_object$`source`)) {
        self$`source` <- this_object$`source`
      }
      if (!is.null(this_object$`sourceUrl`)) {
        self$`sourceUrl` <- this_object$`sourceUrl`
      }
      if (!is.null(this_object$`downloadUrl`)) {
        self$`downloadUrl` <- this_object$`downloadUrl`
      }
      if (!is.null(this_object$`assemblyAccession`)) {
        self$`assemblyAccession` <- this_object$`assemblyAccession`
      }
      if (!is.null(this_object$`assemblyLevel`)) {
        `assemblylevel_object` <- AssemblyLevel$new()
        `assemblylevel_object`$fromJSON(jsonlite::toJSON(this_object$`assemblyLevel`, auto_unbox = TRUE, digits = NA))
        self$`assemblyLevel` <- `assemblylevel_object`
      }
      if (!is.null(this_object$`hasBrowser`)) {
        self$`hasBrowser` <- this_object$`hasBrowser`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return GenomeListItem in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of GenomeListItem
    #'
    #' @param input_json the JSON input
    #' @return the instance of GenomeListItem
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`insectSpecies` <- this_object$`insectSpecies`
      self$`commonName` <- this_object$`commonName`
      self$`family` <- this_object$`family`
      self$`subfamily` <- this_object$`subfamily`
      self$`genus` <- this_object$`genus`
      self$`sizeMb` <- this_object$`sizeMb`
      self$`n50Kb` <- this_object$`n50Kb`
      self$`buscoCompletePct` <- this_object$`buscoCompletePct`
      self$`source` <- this_object$`source`
      self$`sourceUrl` <- this_object$`sourceUrl`
      self$`downloadUrl` <- this_object$`downloadUrl`
      self$`assemblyAccession` <- this_object$`assemblyAccession`
      self$`assemblyLevel` <- AssemblyLevel$new()$fromJSON(jsonlite::toJSON(this_object$`assemblyLevel`, auto_unbox = TRUE, digits = NA))
      self$`hasBrowser` <- this_object$`hasBrowser`
      self
    },

    #' @description
    #' Validate JSON input with respect to GenomeListItem and throw an exception if invalid
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
        stop(paste("The JSON input `", input, "` is invalid for GenomeListItem: the required field `id` is missing."))
      }
      # check the required field `insectSpecies`
      if (!is.null(input_json$`insectSpecies`)) {
        if (!(is.character(input_json$`insectSpecies`) && length(input_json$`insectSpecies`) == 1)) {
          stop(paste("Error! Invalid data for `insectSpecies`. Must be a string:", input_json$`insectSpecies`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListItem: the required field `insectSpecies` is missing."))
      }
      # check the required field `commonName`
      if (!is.null(input_json$`commonName`)) {
        if (!(is.character(input_json$`commonName`) && length(input_json$`commonName`) == 1)) {
          stop(paste("Error! Invalid data for `commonName`. Must be a string:", input_json$`commonName`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListItem: the required field `commonName` is missing."))
      }
      # check the required field `family`
      if (!is.null(input_json$`family`)) {
        if (!(is.character(input_json$`family`) && length(input_json$`family`) == 1)) {
          stop(paste("Error! Invalid data for `family`. Must be a string:", input_json$`family`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListItem: the required field `family` is missing."))
      }
      # check the required field `subfamily`
      if (!is.null(input_json$`subfamily`)) {
        if (!(is.character(input_json$`subfamily`) && length(input_json$`subfamily`) == 1)) {
          stop(paste("Error! Invalid data for `subfamily`. Must be a string:", input_json$`subfamily`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListItem: the required field `subfamily` is missing."))
      }
      # check the required field `genus`
      if (!is.null(input_json$`genus`)) {
        if (!(is.character(input_json$`genus`) && length(input_json$`genus`) == 1)) {
          stop(paste("Error! Invalid data for `genus`. Must be a string:", input_json$`genus`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListItem: the required field `genus` is missing."))
      }
      # check the required field `sizeMb`
      if (!is.null(input_json$`sizeMb`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListItem: the required field `sizeMb` is missing."))
      }
      # check the required field `n50Kb`
      if (!is.null(input_json$`n50Kb`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListItem: the required field `n50Kb` is missing."))
      }
      # check the required field `buscoCompletePct`
      if (!is.null(input_json$`buscoCompletePct`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListItem: the required field `buscoCompletePct` is missing."))
      }
      # check the required field `source`
      if (!is.null(input_json$`source`)) {
        if (!(is.character(input_json$`source`) && length(input_json$`source`) == 1)) {
          stop(paste("Error! Invalid data for `source`. Must be a string:", input_json$`source`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListItem: the required field `source` is missing."))
      }
      # check the required field `sourceUrl`
      if (!is.null(input_json$`sourceUrl`)) {
        if (!(is.character(input_json$`sourceUrl`) && length(input_json$`sourceUrl`) == 1)) {
          stop(paste("Error! Invalid data for `sourceUrl`. Must be a string:", input_json$`sourceUrl`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListItem: the required field `sourceUrl` is missing."))
      }
      # check the required field `downloadUrl`
      if (!is.null(input_json$`downloadUrl`)) {
        if (!(is.character(input_json$`downloadUrl`) && length(input_json$`downloadUrl`) == 1)) {
          stop(paste("Error! Invalid data for `downloadUrl`. Must be a string:", input_json$`downloadUrl`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListItem: the required field `downloadUrl` is missing."))
      }
      # check the required field `assemblyAccession`
      if (!is.null(input_json$`assemblyAccession`)) {
        if (!(is.character(input_json$`assemblyAccession`) && length(input_json$`assemblyAccession`) == 1)) {
          stop(paste("Error! Invalid data for `assemblyAccession`. Must be a string:", input_json$`assemblyAccession`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListItem: the required field `assemblyAccession` is missing."))
      }
      # check the required field `assemblyLevel`
      if (!is.null(input_json$`assemblyLevel`)) {
        stopifnot(R6::is.R6(input_json$`assemblyLevel`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListItem: the required field `assemblyLevel` is missing."))
      }
      # check the required field `hasBrowser`
      if (!is.null(input_json$`hasBrowser`)) {
        if (!(is.logical(input_json$`hasBrowser`) && length(input_json$`hasBrowser`) == 1)) {
          stop(paste("Error! Invalid data for `hasBrowser`. Must be a boolean:", input_json$`hasBrowser`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListItem: the required field `hasBrowser` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of GenomeListItem
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

      if (!str_detect(self$`id`, "^[a-z0-9]+(?:-[a-z0-9]+)*$")) {
        return(FALSE)
      }

      # check if the required `insectSpecies` is null
      if (is.null(self$`insectSpecies`)) {
        return(FALSE)
      }

      # check if the required `genus` is null
      if (is.null(self$`genus`)) {
        return(FALSE)
      }

      if (self$`sizeMb` < 0) {
        return(FALSE)
      }

      if (self$`n50Kb` < 0) {
        return(FALSE)
      }

      if (self$`buscoCompletePct` > 100) {
        return(FALSE)
      }
      if (self$`buscoCompletePct` < 0) {
        return(FALSE)
      }

      # check if the required `source` is null
      if (is.null(self$`source`)) {
        return(FALSE)
      }

      # check if the required `assemblyAccession` is null
      if (is.null(self$`assemblyAccession`)) {
        return(FALSE)
      }

      # check if the required `assemblyLevel` is null
      if (is.null(self$`assemblyLevel`)) {
        return(FALSE)
      }

      # check if the required `hasBrowser` is null
      if (is.null(self$`hasBrowser`)) {
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

      if (!str_detect(self$`id`, "^[a-z0-9]+(?:-[a-z0-9]+)*$")) {
        invalid_fields["id"] <- "Invalid value for `id`, must conform to the pattern ^[a-z0-9]+(?:-[a-z0-9]+)*$."
      }

      # check if the required `insectSpecies` is null
      if (is.null(self$`insectSpecies`)) {
        invalid_fields["insectSpecies"] <- "Non-nullable required field `insectSpecies` cannot be null."
      }

      # check if the required `genus` is null
      if (is.null(self$`genus`)) {
        invalid_fields["genus"] <- "Non-nullable required field `genus` cannot be null."
      }

      if (self$`sizeMb` < 0) {
        invalid_fields["sizeMb"] <- "Invalid value for `sizeMb`, must be bigger than or equal to 0."
      }

      if (self$`n50Kb` < 0) {
        invalid_fields["n50Kb"] <- "Invalid value for `n50Kb`, must be bigger than or equal to 0."
      }

      if (self$`buscoCompletePct` > 100) {
        invalid_fields["buscoCompletePct"] <- "Invalid value for `buscoCompletePct`, must be smaller than or equal to 100."
      }
      if (self$`buscoCompletePct` < 0) {
        invalid_fields["buscoCompletePct"] <- "Invalid value for `buscoCompletePct`, must be bigger than or equal to 0."
      }

      # check if the required `source` is null
      if (is.null(self$`source`)) {
        invalid_fields["source"] <- "Non-nullable required field `source` cannot be null."
      }

      # check if the required `assemblyAccession` is null
      if (is.null(self$`assemblyAccession`)) {
        invalid_fields["assemblyAccession"] <- "Non-nullable required field `assemblyAccession` cannot be null."
      }

      # check if the required `assemblyLevel` is null
      if (is.null(self$`assemblyLevel`)) {
        invalid_fields["assemblyLevel"] <- "Non-nullable required field `assemblyLevel` cannot be null."
      }

      # check if the required `hasBrowser` is null
      if (is.null(self$`hasBrowser`)) {
        invalid_fields["hasBrowser"] <- "Non-nullable required field `hasBrowser` cannot be null."
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
# GenomeListItem$unlock()
#
## Below is an example to define the print function
# GenomeListItem$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# GenomeListItem$lock()

